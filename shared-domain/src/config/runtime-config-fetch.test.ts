import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchRuntimeConfig,
  getRuntimeConfig,
  hasRuntimeConfig,
  loadStandaloneRuntimeConfig,
  RuntimeConfigError,
} from './runtime-config.ts';

const body = {
  remotes: {
    publicSite: '/remotes/public-site/mf-manifest.json',
    adminApp: '/remotes/admin-app/mf-manifest.json',
  },
  supabase: { url: '/', anonKey: 'anon' },
};

function answer(status: number, json: unknown, url = 'https://safari.example/config.json') {
  return vi.fn(async () => ({ ok: status < 400, status, url, json: async () => json }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetching /config.json', () => {
  it('reads and resolves the file against its own URL, bypassing the cache', async () => {
    const fetch = answer(200, body);
    vi.stubGlobal('fetch', fetch);
    const config = await fetchRuntimeConfig();
    expect(fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(config.supabase.url).toBe('https://safari.example/');
  });

  it('reads a request already on its way instead of asking again, and asks when it could not be made', async () => {
    const fetch = answer(200, body);
    vi.stubGlobal('fetch', fetch);
    const early = (await answer(200, {
      ...body,
      supabase: { url: '/early/', anonKey: 'anon' },
    })()) as unknown;
    const config = await fetchRuntimeConfig('/config.json', Promise.resolve(early as Response));
    expect(fetch).not.toHaveBeenCalled();
    expect(config.supabase.url).toBe('https://safari.example/early/');
    await fetchRuntimeConfig('/config.json', Promise.resolve(null));
    expect(fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('reports an early answer that is an error, as it would its own', async () => {
    const refused = (await answer(503, {})()) as unknown;
    await expect(fetchRuntimeConfig('/config.json', Promise.resolve(refused as Response))).rejects.toThrow(
      'HTTP 503',
    );
  });

  it('names the HTTP status when the file is missing', async () => {
    vi.stubGlobal('fetch', answer(404, {}));
    await expect(fetchRuntimeConfig('/elsewhere.json')).rejects.toThrow(RuntimeConfigError);
    await expect(fetchRuntimeConfig('/elsewhere.json')).rejects.toThrow('HTTP 404');
  });

  it('falls back to a same-origin backend when a standalone remote has no config', async () => {
    expect(hasRuntimeConfig()).toBe(false);
    vi.stubGlobal('fetch', answer(404, {}));
    vi.stubGlobal('location', { href: 'http://localhost:5174/' });
    const config = await loadStandaloneRuntimeConfig();
    expect(config.supabase.url).toBe('http://localhost:5174/');
    expect(hasRuntimeConfig()).toBe(true);
    expect(getRuntimeConfig()).toBe(config);
  });

  it('uses the served config when a standalone remote has one', async () => {
    vi.stubGlobal('fetch', answer(200, body));
    expect((await loadStandaloneRuntimeConfig()).supabase.anonKey).toBe('anon');
  });
});
