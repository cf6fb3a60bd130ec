import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  headersForPath,
  isHttps,
  parseHeadersFile,
  placeholderValues,
  securityHeaders,
} from './security-headers.ts';

const shipped = readFileSync(new URL('../public/_headers', import.meta.url), 'utf8');
const config = {
  remotes: {
    publicSite: '/remotes/public-site/remoteEntry.js',
    adminApp: 'https://admin.cdn.example/remoteEntry.js',
  },
  supabase: { url: 'https://abc.supabase.co', anonKey: 'anon' },
};

function request(headers: Record<string, string>, encrypted = false): IncomingMessage {
  return { headers, socket: encrypted ? { encrypted: true } : {} } as unknown as IncomingMessage;
}

function csp(headers: Record<string, string>): Map<string, string> {
  const policy = headers['Content-Security-Policy'] ?? '';
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('parseHeadersFile', () => {
  it('reads rules, their indented headers, and skips comments and blank lines', () => {
    const rules = parseHeadersFile('# comment\n/*\n  X-One: 1\n  X-Two: a: b\n\n/admin\n  X-Three: 3\n');
    expect(rules).toEqual([
      {
        pattern: '/*',
        headers: [
          ['X-One', '1'],
          ['X-Two', 'a: b'],
        ],
      },
      { pattern: '/admin', headers: [['X-Three', '3']] },
    ]);
  });

  it('refuses a header outside a rule or a line it cannot read, instead of dropping it', () => {
    expect(() => parseHeadersFile('  X-One: 1\n')).toThrow(/line 1/);
    expect(() => parseHeadersFile('/*\n  no colon here\n')).toThrow(/line 2/);
    expect(() => parseHeadersFile('*\n')).toThrow(/must start with/);
  });
});

describe('headersForPath', () => {
  const rules = parseHeadersFile('/*\n  A: all\n  B: all\n/admin/*\n  B: admin\n/exact\n  C: exact\n');
  it('merges every matching rule, a later one winning a name', () => {
    expect(headersForPath(rules, '/admin/users')).toEqual({ A: 'all', B: 'admin' });
    expect(headersForPath(rules, '/tours')).toEqual({ A: 'all', B: 'all' });
    expect(headersForPath(rules, '/exact')).toEqual({ A: 'all', B: 'all', C: 'exact' });
    expect(headersForPath(rules, '/exactly')).toEqual({ A: 'all', B: 'all' });
  });
});

describe('placeholderValues', () => {
  it('takes the Supabase origin (and its WebSocket twin), absolute remotes and the map from the config', () => {
    expect(placeholderValues(config)).toEqual({
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_REALTIME_URL: 'wss://abc.supabase.co',
      REMOTE_ORIGINS: 'https://admin.cdn.example',
      MAP_FRAME_ORIGIN: 'https://www.openstreetmap.org',
    });
    const local = placeholderValues({
      ...config,
      supabase: { url: 'http://127.0.0.1:3000', anonKey: '' },
      settings: { mapEmbedUrl: 'https://maps.example/embed?x=1' },
    });
    expect(local.SUPABASE_REALTIME_URL).toBe('ws://127.0.0.1:3000');
    expect(local.MAP_FRAME_ORIGIN).toBe('https://maps.example');
  });

  it('fills nothing from an invalid configuration, so the policy only gets stricter', () => {
    expect(placeholderValues({ remotes: 'nope' })).toEqual({
      SUPABASE_URL: '',
      SUPABASE_REALTIME_URL: '',
      REMOTE_ORIGINS: '',
      MAP_FRAME_ORIGIN: "'none'",
    });
  });
});

describe('the shipped _headers file', () => {
  const filled = parseHeadersFile(fillPlaceholders(shipped, placeholderValues(config)));
  const headers = securityHeaders(filled, '/admin', true);

  it('leaves no placeholder unfilled', () => {
    expect(fillPlaceholders(shipped, placeholderValues(config))).not.toMatch(/\$[A-Z_]+/);
  });

  it('allows scripts only from files, never inline or eval', () => {
    const policy = csp(headers);
    expect(policy.get('script-src')).toBe("'self' https://admin.cdn.example");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('lets the apps reach Supabase and its Realtime socket, and frame only the map', () => {
    const policy = csp(headers);
    expect(policy.get('connect-src')).toBe(
      "'self' https://abc.supabase.co wss://abc.supabase.co https://admin.cdn.example",
    );
    expect(policy.get('frame-src')).toBe('https://www.openstreetmap.org');
  });

  it("shows pictures from the project's Storage (uploaded photographs) besides the site's own", () => {
    expect(csp(headers).get('img-src')).toBe(
      "'self' data: https://abc.supabase.co https://admin.cdn.example",
    );
  });

  it("caches uploaded photographs' variants for good, and only them", () => {
    const variant = securityHeaders(filled, '/remotes/public-site/photographs/0a1b-640.avif', true);
    expect(variant['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(
      securityHeaders(filled, '/remotes/public-site/remoteEntry.js', true)['Cache-Control'],
    ).toBeUndefined();
  });

  it('forbids framing the site and sends the other protective headers', () => {
    expect(csp(headers).get('frame-ancestors')).toBe("'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{7,}/);
  });

  it('keeps Strict-Transport-Security for https only', () => {
    expect(securityHeaders(filled, '/', false)['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders(filled, '/', false)['X-Frame-Options']).toBe('DENY');
  });
});

describe('isHttps', () => {
  it('believes a TLS socket or the first X-Forwarded-Proto of a proxy', () => {
    expect(isHttps(request({}, true))).toBe(true);
    expect(isHttps(request({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isHttps(request({ 'x-forwarded-proto': 'HTTPS, http' }))).toBe(true);
    expect(isHttps(request({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(isHttps(request({}))).toBe(false);
  });
});
