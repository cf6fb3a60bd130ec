import type { Tour } from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language } from '@safari/shared-domain/i18n';
import { Alert, Button, Segmented, Spin } from 'antd';
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

/**
 * Which language's page to preview: each named as its speakers name it (and marked so, for screen
 * readers in this English admin), as the public site's language switch does.
 */
function PreviewLanguage({
  value,
  onChange,
}: {
  readonly value: Language;
  readonly onChange: (language: Language) => void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <span id="tour-preview-language">Preview in:</span>
      <Segmented<Language>
        aria-labelledby="tour-preview-language"
        value={value}
        onChange={onChange}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
        }))}
      />
    </div>
  );
}

/**
 * The public site's own tour page with the draft's data, as travellers would see it after a
 * publish, in English or another language (decision 235: the form's translations, the texts still
 * untranslated in English and marked as the public page marks them).
 */
export function TourPreviewPanel({ tour }: { readonly tour: Tour }) {
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
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
    <>
      <PreviewLanguage value={language} onChange={setLanguage} />
      <div data-testid="tour-preview" className="tour-preview">
        <PreviewBoundary key={`${language} ${JSON.stringify(tour)}`}>
          <Preview tour={withPictureUrls(tour, pictures ?? new Map())} language={language} />
        </PreviewBoundary>
      </div>
    </>
  );
}
