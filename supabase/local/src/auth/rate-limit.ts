// In-memory sliding-window limits, keyed by IP or e-mail address. One process serves the local
// stack, so memory is the right store; counts reset when the server restarts.
import { AuthError } from './errors.ts';

/** Limits per window. Defaults follow the Supabase CLI's `[auth.rate_limit]` template. */
export interface RateLimits {
  /** Password sign-ins and sign-ups per IP per 5 minutes (`sign_in_sign_ups = 30`). */
  signInSignUpsPer5Min: number;
  /** Refresh-token grants per IP per 5 minutes (`token_refresh = 150`). */
  tokenRefreshPer5Min: number;
  /** Link/OTP verifications per IP per 5 minutes (`token_verifications = 30`). */
  tokenVerificationsPer5Min: number;
  /**
   * Auth e-mails (confirmation, recovery) per address per hour. Hosted Supabase's built-in mailer
   * allows 2 per hour for the whole project; per address is kinder to a shared dev server.
   */
  emailsPerHourPerAddress: number;
  /** Minimum seconds between two mails of the same kind to one address (`max_frequency`, hosted 60 s). */
  emailMinIntervalSeconds: number;
  /**
   * Failed password sign-ins for one e-mail address before that address must wait. The per-IP
   * limit alone would lock out the real user behind the guesser's address (a shared office or
   * mobile network) and would not slow a guesser who changes IP. An address the owner has proved
   * (a sign-in, a mail link followed, a password set from it) has its own count for the account,
   * so nobody elsewhere can keep the owner out there (decision 141).
   */
  failedSignInsBeforeBackoff: number;
  /** The first wait, in seconds; it doubles with each further failure, up to 15 minutes. */
  signInBackoffSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInSignUpsPer5Min: 30,
  tokenRefreshPer5Min: 150,
  tokenVerificationsPer5Min: 30,
  emailsPerHourPerAddress: 4,
  emailMinIntervalSeconds: 60,
  failedSignInsBeforeBackoff: 5,
  signInBackoffSeconds: 1,
};

const FIVE_MINUTES = 5 * 60_000;
const ONE_HOUR = 60 * 60_000;
const MAX_BACKOFF_MS = 15 * 60_000;
/** An account with no failure for this long starts again from zero. */
const FAILURE_MEMORY_MS = ONE_HOUR;
/** Accounts tracked at once; the least recently failed is forgotten first. */
const MAX_TRACKED_ACCOUNTS = 10_000;
/** Addresses remembered per account as its owner's; the least recently used is forgotten first. */
const OWNER_ADDRESSES_PER_ACCOUNT = 8;
/** An owner's address unused for this long is a stranger's again. */
const OWNER_ADDRESS_MEMORY_MS = 30 * 24 * ONE_HOUR;

interface Failures {
  count: number;
  last: number;
  /** No attempt for this account before this time. */
  until: number;
}

/**
 * Failed password sign-ins per e-mail address, registered or not (so the answer reveals nothing).
 * The map is kept in order of last failure and capped, so spraying random addresses only pushes
 * out the oldest entries instead of growing memory.
 */
class AccountBackoff {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly freeFailures: number,
    private readonly firstWaitMs: number,
    private readonly capacity = MAX_TRACKED_ACCOUNTS,
  ) {}

  waiting(account: string, now: number): boolean {
    const entry = this.failures.get(account);
    if (!entry) return false;
    if (now - entry.last >= FAILURE_MEMORY_MS) {
      this.failures.delete(account);
      return false;
    }
    return now < entry.until;
  }

  failed(account: string, now: number): void {
    const previous = this.failures.get(account);
    const count = previous && now - previous.last < FAILURE_MEMORY_MS ? previous.count + 1 : 1;
    const over = count - this.freeFailures;
    const wait = over < 0 ? 0 : Math.min(this.firstWaitMs * 2 ** over, MAX_BACKOFF_MS);
    // Re-inserted so the map's order stays "least recently failed first".
    this.failures.delete(account);
    this.failures.set(account, { count, last: now, until: now + wait });
    while (this.failures.size > this.capacity) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }

  succeeded(account: string): void {
    this.failures.delete(account);
  }

  get size(): number {
    return this.failures.size;
  }
}

/**
 * The addresses each account's owner has proved: a correct password, a mail link followed or a
 * new password set from there. Capped per account and in all, least recently used out first.
 */
class OwnerAddresses {
  private readonly accounts = new Map<string, Map<string, number>>();

  has(account: string, address: string, now: number): boolean {
    const seen = this.accounts.get(account)?.get(address);
    return seen !== undefined && now - seen < OWNER_ADDRESS_MEMORY_MS;
  }

  add(account: string, address: string, now: number): void {
    const addresses = this.accounts.get(account) ?? new Map<string, number>();
    this.accounts.delete(account);
    addresses.delete(address);
    addresses.set(address, now);
    while (addresses.size > OWNER_ADDRESSES_PER_ACCOUNT) dropFirst(addresses);
    this.accounts.set(account, addresses);
    while (this.accounts.size > MAX_TRACKED_ACCOUNTS) dropFirst(this.accounts);
  }

  get size(): number {
    return this.accounts.size;
  }
}

function dropFirst(map: Map<string, unknown>): void {
  const first = map.keys().next();
  if (!first.done) map.delete(first.value);
}

class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  /** Records a hit unless `limit` hits already fall inside the window; returns whether it was allowed. */
  take(key: string, limit: number, now: number): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    // Forget idle keys now and then so a long-running server does not grow without bound.
    if (this.hits.size > 10_000) this.prune(now);
    return true;
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= now - this.windowMs)) this.hits.delete(key);
    }
  }
}

export class AuthRateLimiter {
  private readonly signIn = new SlidingWindow(FIVE_MINUTES);
  private readonly refresh = new SlidingWindow(FIVE_MINUTES);
  private readonly verify = new SlidingWindow(FIVE_MINUTES);
  private readonly emails = new SlidingWindow(ONE_HOUR);
  private readonly lastEmail = new Map<string, number>();
  private readonly accounts: AccountBackoff | undefined;
  /** The same back-off per (account, owner's address): what an owner's address answers to. */
  private readonly ownerPairs: AccountBackoff | undefined;
  private readonly owners = new OwnerAddresses();

  constructor(
    private readonly limits: RateLimits | false,
    private readonly now: () => number = Date.now,
  ) {
    if (limits) {
      this.accounts = new AccountBackoff(
        limits.failedSignInsBeforeBackoff,
        limits.signInBackoffSeconds * 1000,
      );
      this.ownerPairs = new AccountBackoff(
        limits.failedSignInsBeforeBackoff,
        limits.signInBackoffSeconds * 1000,
        MAX_TRACKED_ACCOUNTS * 2,
      );
    }
  }

  private check(window: SlidingWindow, key: string, limit: number): void {
    if (!window.take(key, limit, this.now())) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }

  signInOrSignUp(ip: string): void {
    if (this.limits) this.check(this.signIn, ip, this.limits.signInSignUpsPer5Min);
  }

  /**
   * Before a password sign-in is checked: refuses while the account is backing off. From an
   * address its owner has proved, only that address's own failures count, so guesses from
   * anywhere else never keep the owner out.
   */
  signInAccount(email: string, ip: string): void {
    const account = accountKey(email);
    const now = this.now();
    const waiting = this.owners.has(account, ip, now)
      ? this.ownerPairs?.waiting(pairKey(account, ip), now)
      : this.accounts?.waiting(account, now);
    if (waiting) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }

  /** A wrong password (or an unknown address) for `email`, tried from `ip`. */
  signInFailed(email: string, ip: string): void {
    const account = accountKey(email);
    const now = this.now();
    this.accounts?.failed(account, now);
    if (this.owners.has(account, ip, now)) this.ownerPairs?.failed(pairKey(account, ip), now);
  }

  /**
   * The right password from `ip`: that address is the owner's and its own count starts again.
   * The account's count is left to fade: the owner signing in at home does not hand a guesser
   * elsewhere a fresh allowance.
   */
  signInSucceeded(email: string, ip: string): void {
    if (!this.limits) return;
    const account = accountKey(email);
    this.ownerPairs?.succeeded(pairKey(account, ip));
    this.owners.add(account, ip, this.now());
  }

  /**
   * The owner proved the mailbox from `ip` (a mail link followed, a new password set): the
   * account's failures are forgotten and `ip` answers to its own count from now on. A reset
   * therefore always lets the owner in, whoever keeps guessing elsewhere.
   */
  ownerProved(email: string, ip: string): void {
    if (!this.limits) return;
    const account = accountKey(email);
    this.accounts?.succeeded(account);
    this.ownerPairs?.succeeded(pairKey(account, ip));
    this.owners.add(account, ip, this.now());
  }

  /** How many accounts the back-off remembers (for the memory-bound test). */
  trackedAccounts(): number {
    return Math.max(this.accounts?.size ?? 0, this.ownerPairs?.size ?? 0, this.owners.size);
  }

  tokenRefresh(ip: string): void {
    if (this.limits) this.check(this.refresh, ip, this.limits.tokenRefreshPer5Min);
  }

  tokenVerification(ip: string): void {
    if (this.limits) this.check(this.verify, ip, this.limits.tokenVerificationsPer5Min);
  }

  /**
   * Called before sending mail of `kind` to `address`, whether or not the address belongs to a
   * user, so that the answer never reveals which addresses are registered.
   */
  email(kind: string, address: string): void {
    if (!this.limits) return;
    const now = this.now();
    const key = `${kind}:${address}`;
    const last = this.lastEmail.get(key);
    const minGap = this.limits.emailMinIntervalSeconds * 1000;
    if (last !== undefined && now - last < minGap) {
      const wait = Math.ceil((minGap - (now - last)) / 1000);
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
    if (!this.emails.take(address, this.limits.emailsPerHourPerAddress, now)) {
      throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
    }
    this.lastEmail.set(key, now);
    if (this.lastEmail.size > 10_000) {
      for (const [k, t] of this.lastEmail) if (now - t >= minGap) this.lastEmail.delete(k);
    }
  }
}

function pairKey(account: string, ip: string): string {
  return `${account}\n${ip}`;
}

/** One key per account whatever the caller typed: GoTrue finds users by the lower-cased address. */
function accountKey(email: string): string {
  return email.trim().toLowerCase();
}
