// Lets the end-to-end suite check that shared singletons really are single: each app records
// the module objects it was handed, and the test compares them by identity in the page.
export type ModuleIdentity = Record<string, unknown>;

interface IdentityRegistry {
  [app: string]: ModuleIdentity;
}

export function exposeModuleIdentity(app: string, modules: ModuleIdentity): void {
  const holder = globalThis as typeof globalThis & { __safariModules?: IdentityRegistry };
  holder.__safariModules ??= {};
  holder.__safariModules[app] = modules;
}
