import { describe, expect, it, vi } from 'vitest';
import { PreviewUnavailableError, pickFederation, previewComponentOf } from './preview-loader.ts';

function instance(name: string, remotes: string[]) {
  return {
    name,
    options: { remotes: remotes.map((remote) => ({ name: remote })) },
    registerRemotes: vi.fn(),
    loadRemote: vi.fn(),
  };
}

describe('pickFederation', () => {
  const shell = instance('shell', ['admin_app', 'public_site']);
  const admin = instance('admin_app', []);

  it('prefers the instance that already knows the public remote', () => {
    const all = [admin, shell];
    const find = (finder?: (i: (typeof all)[number]) => boolean) =>
      finder ? (all.find(finder) ?? null) : admin;
    expect(pickFederation(find)).toBe(shell);
  });

  it("falls back to the app's own instance, then to any", () => {
    const bare = instance('shell', ['admin_app']);
    expect(pickFederation((finder) => (finder ? null : admin))).toBe(admin);
    expect(pickFederation((finder) => (finder?.(bare) ? bare : null))).toBe(bare);
    expect(pickFederation(() => null)).toBeNull();
  });
});

describe('previewComponentOf', () => {
  it('takes the default export', () => {
    const TourPreview = () => null;
    expect(previewComponentOf({ default: TourPreview })).toBe(TourPreview);
  });

  it('explains a missing expose instead of rendering nothing', () => {
    expect(() => previewComponentOf(null)).toThrow(PreviewUnavailableError);
    expect(() => previewComponentOf({ default: 'x' })).toThrow(/does not offer its tour page/);
  });
});
