/** Where zod 4 keeps its global configuration (zod/v4/core/core.js: `globalThis.__zod_globalConfig`). */
interface ZodConfigHolder {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * zod compiles object parsers with `new Function` after probing whether eval works; the site's
 * Content-Security-Policy forbids eval (shell/public/_headers) and the browser reports even the
 * caught probe as a violation. zod reads its configuration from this global object, so setting
 * `jitless` on it before any zod runs covers the copies bundled in the remotes, without the shell
 * downloading zod itself (`zod-jitless.test.ts` proves zod sees it).
 */
export function makeZodJitless(scope: ZodConfigHolder = globalThis as ZodConfigHolder): void {
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
