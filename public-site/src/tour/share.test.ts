// @vitest-environment node
import { SHARE_TOASTS } from '@safari/shared-domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share.ts';

const target = { title: 'Tour', url: 'https://safari.example/tour/x' };

describe('shareLink', () => {
  it('uses the device share sheet when there is one, and shows nothing', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareLink(target, { share, clipboard: { writeText } as never })).toBeNull();
    expect(share).toHaveBeenCalledWith({ title: 'Tour', url: target.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    expect(await shareLink(target, { share })).toBeNull();
  });

  it('copies the link without a share sheet, or when it fails', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(target, { clipboard: { writeText } as never })).toBe(SHARE_TOASTS.linkCopied);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const share = vi.fn().mockRejectedValue(new Error('not allowed'));
    expect(await shareLink(target, { share, clipboard: { writeText } as never })).toBe(
      SHARE_TOASTS.linkCopied,
    );
    expect(writeText).toHaveBeenLastCalledWith(target.url);
  });

  it('says so when even copying fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareLink(target, { clipboard: { writeText } as never })).toBe(SHARE_TOASTS.copyFailed);
    expect(await shareLink(target, {})).toBe(SHARE_TOASTS.copyFailed);
  });
});
