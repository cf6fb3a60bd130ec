import contactTexts from 'virtual:messages/contact';
import type { SiteSettings } from '@safari/shared-domain';
import { useMessages } from '@safari/shared-ui';
import { useEffect, useRef, useState } from 'react';
import type contact from '../../messages/en/contact.json';
import { MapPinIcon } from './icons.tsx';

/** How long the map frame may take, once on screen, before the static stand-in replaces it. */
export const MAP_TIME_LIMIT_MS = 15_000;

type FrameState = 'waiting' | 'loaded' | 'failed';

/**
 * The office on /contact: the street address and an "Open in maps" link always (a cross-origin
 * frame fires `load` for its own error page too, so a failure cannot always be seen), and the
 * map frame unless the device is offline, the frame fails, or it has not loaded in time once
 * on screen; then a static stand-in takes its place (issue 16).
 */
export function OfficeMap({
  settings,
}: {
  settings: Pick<SiteSettings, 'location' | 'streetAddress' | 'mapEmbedUrl' | 'mapLinkUrl'>;
}) {
  const [frame, setFrame] = useState<FrameState>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'failed' : 'waiting',
  );
  const box = useRef<HTMLDivElement>(null);
  const t = useMessages<typeof contact>(contactTexts);

  useEffect(() => {
    if (frame !== 'waiting') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer ??= setTimeout(() => setFrame('failed'), MAP_TIME_LIMIT_MS);
    };
    const offline = () => setFrame('failed');
    window.addEventListener('offline', offline);
    // The frame loads lazily: its time starts when it comes into view.
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function' && box.current) {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      });
      observer.observe(box.current);
    } else {
      start();
    }
    return () => {
      window.removeEventListener('offline', offline);
      observer?.disconnect();
      clearTimeout(timer);
    };
  }, [frame]);

  return (
    <div className="mt-4 space-y-4">
      <address className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 not-italic ring-1 ring-stone-200">
        <span className="inline-flex items-start gap-2 text-stone-800">
          <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0 text-amber-700" />
          {settings.streetAddress}
        </span>
        <a
          href={settings.mapLinkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-amber-800 underline underline-offset-2 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          {t('openInMaps')}
          <span className="sr-only">{t('newTab')}</span>
        </a>
      </address>
      <div ref={box} className="overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200">
        {frame === 'failed' ? (
          <div className="flex h-[420px] flex-col items-center justify-center gap-2 p-6 text-center text-stone-700">
            <MapPinIcon width={32} height={32} className="text-amber-700" />
            <p className="font-semibold">{t('mapFailed')}</p>
            <p>
              {t('ourOffice', { address: settings.streetAddress })}{' '}
              <a
                href={settings.mapLinkUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-amber-800 underline underline-offset-2"
              >
                {t('openItInMaps')}
                <span className="sr-only">{t('newTab')}</span>
              </a>
            </p>
          </div>
        ) : (
          <iframe
            title={t('mapTitle', { location: settings.location })}
            src={settings.mapEmbedUrl}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="block h-[420px] w-full border-0"
            onLoad={() => setFrame('loaded')}
            onError={() => setFrame('failed')}
          />
        )}
      </div>
    </div>
  );
}
