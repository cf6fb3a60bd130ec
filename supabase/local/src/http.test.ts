import { describe, expect, it } from 'vitest';
import { jsonNestingDepth, normalizeTarget } from './http.ts';

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

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonNestingDepth('"[[[[" ')).toBe(0);
    expect(jsonNestingDepth('["\\"[[["]')).toBe(1);
    expect(jsonNestingDepth('12')).toBe(0);
  });

  it('stops counting past the limit, and never recurses', () => {
    const deep = '['.repeat(1_000_000);
    expect(jsonNestingDepth(deep, 10)).toBe(11);
    expect(jsonNestingDepth(deep)).toBe(1_000_000);
  });
});
