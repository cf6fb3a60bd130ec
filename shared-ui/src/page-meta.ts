import { getSiteSettings } from '@safari/shared-domain';
import { useEffect } from 'react';

/** Each page's own document title and meta description (search results and link previews). */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    const brand = getSiteSettings().brandName;
    document.title = title.includes(brand) ? title : `${title} | ${brand}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
