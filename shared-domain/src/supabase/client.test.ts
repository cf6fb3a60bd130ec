import { describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig, setRuntimeConfig } from '../config/runtime-config.ts';
import { getSupabase } from './client.ts';
import { Constants } from './database.types.ts';

describe('getSupabase', () => {
  it('needs the run-time configuration first', () => {
    expect(() => getSupabase()).toThrow(/has not been loaded/);
  });

  it('makes one client, lazily, from the configuration', async () => {
    // Browsers have a global WebSocket for Realtime; Node 20 does not, and supabase-js refuses to
    // start without one. No socket is opened here, so an empty class stands in for it.
    vi.stubGlobal('WebSocket', class {});
    setRuntimeConfig(
      parseRuntimeConfig(
        {
          remotes: { publicSite: '/p/', adminApp: '/a/' },
          supabase: { url: '/', anonKey: 'public-anon-key' },
        },
        'https://safari.example/tours',
      ),
    );
    const pending = getSupabase();
    expect(getSupabase()).toBe(pending);
    const client = await pending;
    expect(await getSupabase()).toBe(client);
    expect(typeof client.from).toBe('function');
    expect(typeof client.auth.onAuthStateChange).toBe('function');
  });
});

describe('database types', () => {
  it('lists the statuses and roles of the seeds', () => {
    expect(Constants.public.Enums.booking_status).toEqual(['pending', 'confirmed', 'cancelled']);
    expect(Constants.public.Enums.contact_status).toEqual(['unread', 'read', 'replied']);
    expect(Constants.public.Enums.app_role).toEqual(['admin', 'user']);
  });
});
