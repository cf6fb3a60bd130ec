import { describe, expect, it } from 'vitest';
import { normalizeTarget } from './http.ts';

describe('normalizeTarget', () => {
  it('keeps ordinary paths and query strings as they are', () => {
    expect(normalizeTarget('/')).toBe('/');
    expect(normalizeTarget('/rest/v1/tours?select=*&id=eq.1')).toBe('/rest/v1/tours?select=*&id=eq.1');
    expect(normalizeTarget('/rest/v1/%zz')).toBe('/rest/v1/%zz');
  });

  it('collapses leading slashes and backslashes that would name another host', () => {
    expect(normalizeTarget('//?%zz')).toBe('/?%zz');
    expect(normalizeTarget('//evil.example/x')).toBe('/evil.example/x');
    expect(normalizeTarget('/\\evil.example')).toBe('/evil.example');
    expect(normalizeTarget('//%zz/')).toBe('/%zz/');
  });

  it("takes a proxy's absolute form by its path", () => {
    expect(normalizeTarget('http://127.0.0.1:3000/health?x=1')).toBe('/health?x=1');
  });

  it('refuses targets that are not paths', () => {
    for (const raw of ['', undefined, '*', 'tours', 'ftp://x/y', 'http://%zz/', 'javascript:alert(1)']) {
      expect(normalizeTarget(raw)).toBeNull();
    }
  });
});
