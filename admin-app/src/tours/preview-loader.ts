import { getInstance } from '@module-federation/runtime';
import { getRuntimeConfig } from '@safari/shared-domain';
import type { Tour } from '@safari/shared-domain/catalogue';
import type { Language } from '@safari/shared-domain/i18n';
import type { ComponentType } from 'react';

// The preview is the public site's own tour page component (issue 23), fetched from the public
// remote through the page's federation runtime when staff first ask for it. The container name
// is the public-site's `federation({ name })`, as in shell/src/remotes/remote-loader.ts.

const PUBLIC_SITE_CONTAINER = 'public_site';
const TOUR_PREVIEW_MODULE = `${PUBLIC_SITE_CONTAINER}/TourPreview`;

/** The public tour page for a draft, in `language` (English when absent). */
export type TourPreviewComponent = ComponentType<{ tour: Tour; language?: Language }>;

export class PreviewUnavailableError extends Error {
  override name = 'PreviewUnavailableError';
}

interface FederationLike {
  readonly options: { readonly remotes: readonly { readonly name: string }[] };
  registerRemotes(remotes: { name: string; entry: string; type: 'module' }[]): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

function knowsPublicSite(instance: FederationLike): boolean {
  return instance.options.remotes.some((remote) => remote.name === PUBLIC_SITE_CONTAINER);
}

/**
 * The runtime instance to load through: one that already knows the public remote (the shell's,
 * once a public page was shown), else this app's own, else any on the page.
 */
export function pickFederation(
  find: (finder?: (instance: FederationLike) => boolean) => FederationLike | null,
): FederationLike | null {
  return find(knowsPublicSite) ?? find() ?? find(() => true);
}

/** The component a loaded module offers as its default export, or why there is none. */
export function previewComponentOf(loaded: unknown): TourPreviewComponent {
  const component =
    typeof loaded === 'object' && loaded !== null ? (loaded as { default?: unknown }).default : undefined;
  if (typeof component !== 'function') {
    throw new PreviewUnavailableError(
      'The public site does not offer its tour page for previews (TourPreview).',
    );
  }
  return component as TourPreviewComponent;
}

let loading: Promise<TourPreviewComponent> | null = null;

async function load(): Promise<TourPreviewComponent> {
  const federation = pickFederation(
    getInstance as unknown as (finder?: (instance: FederationLike) => boolean) => FederationLike | null,
  );
  if (!federation) throw new PreviewUnavailableError('The federation runtime is not on this page.');
  if (!knowsPublicSite(federation)) {
    federation.registerRemotes([
      { name: PUBLIC_SITE_CONTAINER, entry: getRuntimeConfig().remotes.publicSite, type: 'module' },
    ]);
  }
  let loaded: unknown;
  try {
    loaded = await federation.loadRemote<unknown>(TOUR_PREVIEW_MODULE);
  } catch (error) {
    throw new PreviewUnavailableError(
      `The public site's tour page could not be loaded (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  return previewComponentOf(loaded);
}

/** The public site's TourPreview, loaded once; a failure is forgotten so a retry fetches again. */
export function loadTourPreview(): Promise<TourPreviewComponent> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
