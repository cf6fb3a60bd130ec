import type { ReactNode } from 'react';
import { SiteImage } from './SiteImage.tsx';

/** The picture banner at the top of inner pages; its picture is the page's first, never lazy. */
export function PageHero({
  image,
  title,
  subtitle,
  titleLang,
  subtitleLang,
  children,
}: {
  image: string;
  title: string;
  subtitle?: string;
  /** 'en' for a title shown in English on another language's page (a guide not yet translated). */
  titleLang?: 'en' | undefined;
  subtitleLang?: 'en' | undefined;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate flex min-h-[320px] items-end overflow-hidden bg-stone-800 sm:min-h-[380px]">
      <SiteImage
        src={image}
        alt=""
        priority
        sizes="100vw"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-stone-950/80 via-stone-950/35 to-stone-950/10" />
      <div className="mx-auto w-full max-w-7xl px-4 pb-10 pt-24 text-white">
        {children}
        <h1 className="text-3xl font-bold tracking-tight drop-shadow sm:text-5xl" lang={titleLang}>
          {title}
        </h1>
        {subtitle ? (
          <p className="mt-3 max-w-2xl text-lg text-stone-100 drop-shadow" lang={subtitleLang}>
            {subtitle}
          </p>
        ) : null}
      </div>
    </section>
  );
}
