import type { ToastText } from '@safari/shared-domain';
import { SHARE_TOASTS } from '@safari/shared-domain/messages';

export interface ShareTarget {
  readonly title: string;
  readonly url: string;
}

type ShareNavigator = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

/**
 * The device's share sheet where there is one; otherwise (or when it fails) the link is copied.
 * Returns the toast to show, or null when the share sheet did the job or the visitor closed it.
 */
export async function shareLink(
  target: ShareTarget,
  nav: ShareNavigator = navigator,
): Promise<ToastText | null> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: target.title, url: target.url });
      return null;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
      console.error('Share failed, copying the link instead', error);
    }
  }
  try {
    if (!nav.clipboard) throw new Error('no clipboard');
    await nav.clipboard.writeText(target.url);
    return SHARE_TOASTS.linkCopied;
  } catch (error) {
    console.error('Copying the link failed', error);
    return SHARE_TOASTS.copyFailed;
  }
}
