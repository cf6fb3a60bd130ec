import tourTexts from 'virtual:messages/tour';
import { useMessages } from '@safari/shared-ui';
import { type PointerEvent, useRef, useState } from 'react';
import type tour from '../../messages/en/tour.json';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/page-icons.tsx';
import { SiteImage } from '../ui/SiteImage.tsx';

/** How far (CSS px) a finger travels sideways before it counts as a swipe. */
const SWIPE_DISTANCE = 40;

/**
 * The tour's pictures with previous/next and one dot per picture; wraps at both ends. A sideways
 * swipe on the picture does what the arrows do (the same announcement); an up-and-down stroke
 * still scrolls the page (`touch-action: pan-y`).
 */
export function Carousel({ images, title }: { images: readonly string[]; title: string }) {
  const t = useMessages<typeof tour>(tourTexts);
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const stroke = useRef<{ id: number; x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    // A mouse has the arrows; a finger or a pen swipes.
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    stroke.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = stroke.current;
    stroke.current = null;
    if (!start || start.id !== event.pointerId || count < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return;
    go(dx < 0 ? index + 1 : index - 1);
  };
  const button =
    'absolute top-1/2 -translate-y-1/2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('pictures', { title })}
      className="relative overflow-hidden rounded-2xl bg-stone-200"
    >
      <div
        aria-live="polite"
        data-testid="carousel-pictures"
        className="aspect-[3/2] touch-pan-y select-none sm:aspect-[2/1]"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          stroke.current = null;
        }}
      >
        {images.map((src, i) => (
          <SiteImage
            key={src}
            src={src}
            alt={t('picture', { title, number: i + 1, count })}
            priority={i === 0}
            sizes="(min-width: 1280px) 1216px, 100vw"
            hidden={i !== index}
            className="h-full w-full object-cover"
          />
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${button} left-3`}
            aria-label={t('previousPicture')}
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${button} right-3`}
            aria-label={t('nextPicture')}
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon />
          </button>
          {/* The dot is 12 px to look at; the button around it is 44 px to hit with a thumb. */}
          <div className="absolute inset-x-0 bottom-0 flex justify-center">
            {images.map((src, i) => (
              <button
                key={src}
                type="button"
                aria-label={t('showPicture', { number: i + 1 })}
                aria-current={i === index}
                onClick={() => go(i)}
                className="group/dot inline-flex h-11 w-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
              >
                <span
                  aria-hidden="true"
                  className={`h-3 w-3 rounded-full ring-1 ring-stone-900/30 ${
                    i === index ? 'bg-white' : 'bg-white/50 group-hover/dot:bg-white/80'
                  }`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
