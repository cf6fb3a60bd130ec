import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageCode, pageCodeWaiting } from './page-code.ts';
import { forgetRemote, loadRemoteApp } from './remote-loader.ts';
import { restoreStyleSheets, styleSheetsComplete } from './style-sheets.ts';

vi.mock('./remote-loader.ts', () => ({ loadRemoteApp: vi.fn(), forgetRemote: vi.fn() }));
vi.mock('./style-sheets.ts', () => ({ restoreStyleSheets: vi.fn(), styleSheetsComplete: vi.fn() }));

const App = () => null;
const down = new Error('The publicSite bundle could not be loaded');

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.mocked(restoreStyleSheets).mockResolvedValue(true);
  vi.mocked(styleSheetsComplete).mockReturnValue(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(loadRemoteApp).mockReset();
  vi.mocked(forgetRemote).mockReset();
});

describe('loadPageCode', () => {
  it('keeps a readable prerendered page while it asks again, and says it is waiting until the code is in', async () => {
    vi.mocked(loadRemoteApp)
      .mockRejectedValueOnce(down)
      .mockRejectedValueOnce(down)
      .mockResolvedValue({ default: App });
    const loaded = loadPageCode('publicSite', true);
    await vi.advanceTimersByTimeAsync(0);
    expect(pageCodeWaiting.isWaiting('publicSite')).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(loadRemoteApp).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(loaded).resolves.toEqual({ default: App });
    expect(forgetRemote).toHaveBeenCalledTimes(2);
    expect(pageCodeWaiting.isWaiting('publicSite')).toBe(false);
  });

  it('gives way to the down page when the page is not readable (its style sheets did not arrive)', async () => {
    vi.mocked(loadRemoteApp).mockRejectedValue(down);
    vi.mocked(styleSheetsComplete).mockReturnValue(false);
    await expect(loadPageCode('publicSite', true)).rejects.toBe(down);
    expect(pageCodeWaiting.isWaiting('publicSite')).toBe(false);
  });

  it('fails at once without a prerendered page, and when the style sheets do not come back', async () => {
    vi.mocked(loadRemoteApp).mockRejectedValueOnce(down);
    await expect(loadPageCode('adminApp', false)).rejects.toBe(down);
    vi.mocked(loadRemoteApp).mockResolvedValue({ default: App });
    vi.mocked(restoreStyleSheets).mockResolvedValue(false);
    await expect(loadPageCode('adminApp', false)).rejects.toThrow("The page's style sheets did not arrive");
  });
});
