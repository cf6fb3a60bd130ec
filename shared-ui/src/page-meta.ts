import { getSiteSettings } from '@safari/shared-domain';
import { createContext, createElement, type ReactNode, useContext, useEffect } from 'react';

export interface PageMeta {
  /** The document title as the browser shows it (brand added). */
  title: string;
  description: string;
}

type PageMetaRecorder = (meta: PageMeta) => void;

const PageMetaContext = createContext<PageMetaRecorder | null>(null);

/**
 * Collects what `usePageMeta` says while a page is prerendered: effects do not run there, so the
 * page's title and description are handed to `record` during the render instead.
 */
export function PageMetaCollector({ record, children }: { record: PageMetaRecorder; children: ReactNode }) {
  return createElement(PageMetaContext.Provider, { value: record }, children);
}

/** The title in the tab: the page's own, followed by the brand unless it already names it. */
export function documentTitle(title: string, brand = getSiteSettings().brandName): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

/** Each page's own document title and meta description (search results and link previews). */
export function usePageMeta(title: string, description: string): void {
  const record = useContext(PageMetaContext);
  record?.({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
