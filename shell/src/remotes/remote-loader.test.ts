import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const App = () => null;
const never = () => new Promise<never>(() => {});

async function freshLoader() {
  vi.resetModules();
  const loader = await import('./remote-loader.ts');
  loader.configureRemotes(
    { publicSite: '/remotes/public-site/remoteEntry.js', adminApp: '/remotes/admin-app/remoteEntry.js' },
    { loadLimitMs: 5_000 },
  );
  return loader;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(loadRemote).mockReset();
  vi.mocked(registerRemotes).mockReset();
});
afterEach(() => vi.useRealTimers());

describe('loadRemoteApp', () => {
  it('gives up on a remote that never answers once the time limit has passed', async () => {
    const { loadRemoteApp } = await freshLoader();
    vi.mocked(loadRemote).mockImplementation(never);
    const outcome = loadRemoteApp('adminApp').then(
      () => 'loaded',
      (error: Error) => error,
    );
    await vi.advanceTimersByTimeAsync(4_999);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toMatchObject({ name: 'RemoteUnavailableError', remote: 'adminApp' });
    expect((error as Error & { cause: Error }).cause.message).toMatch(/did not answer within 5 s/);
    // A hung remote is not waited for again by the automatic retries.
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('asks again under a new URL after a timeout, so a retry does not wait on the hung request', async () => {
    const { loadRemoteApp, forgetRemote } = await freshLoader();
    vi.mocked(loadRemote).mockImplementationOnce(never).mockResolvedValueOnce({ default: App });
    const first = loadRemoteApp('adminApp').catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await first).toMatchObject({ name: 'RemoteUnavailableError' });

    forgetRemote('adminApp');
    await expect(loadRemoteApp('adminApp')).resolves.toEqual({ default: App });
    const entries = vi
      .mocked(registerRemotes)
      .mock.calls.map(([remotes, options]) => [
        (remotes[0] as { entry?: string } | undefined)?.entry,
        options,
      ]);
    expect(entries).toEqual([
      ['/remotes/admin-app/remoteEntry.js', { force: false }],
      ['/remotes/admin-app/remoteEntry.js?attempt=1', { force: true }],
    ]);
  });

  it('still retries a remote that fails quickly, within the same limit', async () => {
    const { loadRemoteApp } = await freshLoader();
    vi.mocked(loadRemote)
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValueOnce({ default: App });
    const loaded = loadRemoteApp('publicSite');
    await vi.advanceTimersByTimeAsync(400);
    await expect(loaded).resolves.toEqual({ default: App });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
