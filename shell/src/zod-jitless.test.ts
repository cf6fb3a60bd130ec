import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeZodJitless } from './zod-jitless.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('makeZodJitless', () => {
  it('reaches a zod loaded afterwards (a remote’s copy): it parses without compiling code', async () => {
    makeZodJitless();
    const compile = vi.spyOn(globalThis, 'Function');
    const { config, z } = await import('zod/mini');
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string(), age: z.number() }).parse({ name: 'Asha', age: 30 })).toEqual({
      name: 'Asha',
      age: 30,
    });
    expect(compile).not.toHaveBeenCalled();
  });

  it('keeps the settings of a zod loaded before it', () => {
    const scope = { __zod_globalConfig: { customError: undefined, jitless: false } };
    const holder = scope.__zod_globalConfig;
    makeZodJitless(scope);
    expect(scope.__zod_globalConfig).toBe(holder);
    expect(holder.jitless).toBe(true);
  });
});
