// The shell's first script asks for /config.json as soon as it runs, so the answer is there when
// the bootstrap needs it, instead of one more round trip after every module has arrived (on a
// slow link the bootstrap starts seconds after the HTML; decision 173).

/** Where the first script leaves its request for the bootstrap (both run in the same window). */
const REQUEST_KEY = '__safariConfigRequest';

type Holder = { [REQUEST_KEY]?: Promise<Response | null> };

/** The address the bootstrap reads its run-time configuration from. */
export const CONFIG_URL = '/config.json';

/** Starts the request (never rejects: a failure leaves the bootstrap to ask again itself). */
export function requestConfigEarly(target: object = globalThis): void {
  (target as Holder)[REQUEST_KEY] = fetch(CONFIG_URL, { cache: 'no-store' }).catch(() => null);
}

/** The request the first script started, taken once (a second start asks afresh); undefined without one. */
export function takeEarlyConfigRequest(target: object = globalThis): Promise<Response | null> | undefined {
  const holder = target as Holder;
  const request = holder[REQUEST_KEY];
  delete holder[REQUEST_KEY];
  return request;
}
