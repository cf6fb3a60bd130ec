import type { Tour } from '@safari/shared-domain/catalogue';
import { Alert, Button, Spin } from 'antd';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { loadTourPreview, type TourPreviewComponent } from './preview-loader.ts';
import { previewPictureUrls, withPictureUrls } from './preview-pictures.ts';

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly Preview: TourPreviewComponent }
  | { readonly kind: 'failed'; readonly message: string };

class PreviewBoundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    if (this.state.message !== null) {
      return <Unavailable message={`The tour page could not show this draft: ${this.state.message}`} />;
    }
    return this.props.children;
  }
}

function Unavailable({ message, retry }: { readonly message: string; readonly retry?: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title="Preview unavailable"
      description={message}
      action={retry ? <Button onClick={retry}>Try again</Button> : undefined}
      data-testid="tour-preview-unavailable"
    />
  );
}

/** The public site's own tour page with the draft's data, as travellers would see it after a publish. */
export function TourPreviewPanel({ tour }: { readonly tour: Tour }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    // `attempt` changes on "Try again": the loader forgot the failure, this asks again.
    void attempt;
    setState({ kind: 'loading' });
    loadTourPreview().then(
      (Preview) => current && setState({ kind: 'ready', Preview }),
      (error: unknown) =>
        current &&
        setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // Uploaded photographs by their signed URLs (decision 195); null while they are asked for.
  const [pictures, setPictures] = useState<ReadonlyMap<string, string> | null>(null);
  useEffect(() => {
    let current = true;
    setPictures(null);
    previewPictureUrls(tour).then(
      (urls) => current && setPictures(urls),
      (error: unknown) => {
        // The preview still shows the draft, with the stand-in for its uploaded photographs.
        console.error('The preview could not sign the photographs:', error);
        if (current) setPictures(new Map());
      },
    );
    return () => {
      current = false;
    };
  }, [tour]);

  if (state.kind === 'loading' || (state.kind === 'ready' && pictures === null))
    return <Spin description="Loading the tour page…" />;
  if (state.kind === 'failed') {
    return <Unavailable message={state.message} retry={() => setAttempt((n) => n + 1)} />;
  }
  const { Preview } = state;
  return (
    <div data-testid="tour-preview" className="tour-preview">
      <PreviewBoundary key={JSON.stringify(tour)}>
        <Preview tour={withPictureUrls(tour, pictures ?? new Map())} />
      </PreviewBoundary>
    </div>
  );
}
