/**
 * This browser's localStorage, or null where reading it throws (storage disabled, some phones'
 * private mode) or there is none (the prerender). Writes may still throw when it is full.
 */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
