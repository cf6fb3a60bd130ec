import type { Tour } from '@safari/shared-domain/catalogue';
import { Alert, Button, Spin } from 'antd';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { loadTourPreview, type TourPreviewComponent } from './preview-loader.ts';

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

  if (state.kind === 'loading') return <Spin description="Loading the tour page…" />;
  if (state.kind === 'failed') {
    return <Unavailable message={state.message} retry={() => setAttempt((n) => n + 1)} />;
  }
  const { Preview } = state;
  return (
    <div data-testid="tour-preview" className="tour-preview">
      <PreviewBoundary key={JSON.stringify(tour)}>
        <Preview tour={tour} />
      </PreviewBoundary>
    </div>
  );
}
