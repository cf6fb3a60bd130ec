// Shared by the database behaviour tests: a supabase/local server over the real migrations, and
// the four actors of the policy matrix (visitor, plain user, another user, admin), each a real
// Auth account signed in through supabase-js.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@safari/shared-domain';
import type { customBookingInsert, tourBookingInsert } from '@safari/shared-domain/catalogue';
import { type DatabaseKind, startTestServer, type TestServer } from '@safari/supabase-local/test-support';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';

export const supabaseDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_DIR = join(supabaseDir, 'migrations');

type Client = SupabaseClient<Database>;

export interface Actor {
  readonly name: string;
  readonly id: string | null;
  readonly email: string | null;
  readonly token: string | null;
  readonly client: Client;
}

export interface ProductServer extends TestServer {
  typed(accessToken?: string): Client;
  service(): Client;
}

/**
 * Every test client talks from 127.0.0.1, so the per-address limits (5 per 10 minutes, decision
 * 100) are raised here; `spam-and-limits.test.ts` sets its own.
 */
const RAISED_REQUEST_LIMITS = {
  booking: { maxRequests: 100_000, windowSeconds: 600 },
  contact: { maxRequests: 100_000, windowSeconds: 600 },
};

export async function startProductServer(
  kind: DatabaseKind,
  options: Parameters<typeof startTestServer>[1] = {},
): Promise<ProductServer> {
  const server = await startTestServer(kind, {
    migrationsDir: MIGRATIONS_DIR,
    requestLimits: RAISED_REQUEST_LIMITS,
    // Staff's mails leave at once here; the hold itself is tested in pgTAP (06-held-mails-and-quotes).
    statusMailHoldSeconds: 0,
    ...options,
  });
  return {
    ...server,
    typed: (accessToken) => server.client(accessToken) as unknown as Client,
    service: () => server.serviceClient() as unknown as Client,
  };
}

let accounts = 0;

/** A confirmed account (it gets the `user` role by trigger), signed in with its password. */
export async function signedInUser(server: ProductServer, name: string): Promise<Actor & { id: string }> {
  accounts += 1;
  const email = `${name}-${accounts}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = `pw-${name}-safari-2026`;
  const created = await server.service().auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error || !created.data.user) throw created.error ?? new Error('no user');
  const signIn = await server.typed().auth.signInWithPassword({ email, password });
  if (signIn.error || !signIn.data.session) throw signIn.error ?? new Error('no session');
  const token = signIn.data.session.access_token;
  return { name, id: created.data.user.id, email, token, client: server.typed(token) };
}

/** A signed-in user promoted the way the admin-user-management function does it. */
export async function signedInAdmin(server: ProductServer, name = 'admin'): Promise<Actor & { id: string }> {
  const actor = await signedInUser(server, name);
  const { error } = await server
    .service()
    .from('user_roles')
    .update({ role: 'admin' })
    .eq('user_id', actor.id);
  if (error) throw error;
  return actor;
}

function visitor(server: ProductServer): Actor {
  return { name: 'visitor', id: null, email: null, token: null, client: server.typed() };
}

/** 'YYYY-MM-DD', `days` after today in Arusha (the day the database checks against). */
export function arushaDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Dar_es_Salaam' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface PolicyMatrix {
  server: ProductServer;
  anon: Actor;
  /** A plain user. */
  alice: Actor & { id: string };
  /** Another plain user. */
  bob: Actor & { id: string };
  admin: Actor & { id: string };
}

/** Boots one server for the calling describe block and signs the four actors in (filled in beforeAll). */
export function policyMatrix(kind: DatabaseKind): PolicyMatrix {
  const matrix = {} as PolicyMatrix;
  beforeAll(async () => {
    matrix.server = await startProductServer(kind);
    matrix.anon = visitor(matrix.server);
    [matrix.alice, matrix.bob, matrix.admin] = await Promise.all([
      signedInUser(matrix.server, 'alice'),
      signedInUser(matrix.server, 'bob'),
      signedInAdmin(matrix.server),
    ]);
  });
  afterAll(() => matrix.server?.stop());
  return matrix;
}

export type TourForm = Parameters<typeof tourBookingInsert>[1];
export type CustomForm = Parameters<typeof customBookingInsert>[0];

/** What the tour booking panel's form holds once valid: a month ahead, 2 adults and a youth. */
export function tourForm(overrides: Partial<TourForm> = {}): TourForm {
  return {
    date: arushaDay(30),
    adults: 2,
    youths: 1,
    firstName: 'Amina',
    lastName: 'Mushi',
    email: 'amina@example.com',
    phone: '+255 712 345 678',
    message: undefined,
    ...overrides,
  } as TourForm;
}

/** What the custom safari form holds once valid. */
export function customForm(overrides: Partial<CustomForm> = {}): CustomForm {
  return {
    fullName: 'Jonas Weber',
    email: 'jonas@example.de',
    phone: '+49 151 2345 6789',
    startDate: arushaDay(40),
    endDate: arushaDay(47),
    adults: '2',
    children: '1',
    tourTypes: ['hiking', 'beach'],
    destinations: ['kilimanjaro', 'zanzibar'],
    budget: 'mid-range',
    safariType: 'private',
    message: 'Vegetarian meals, please.',
    ...overrides,
  } as CustomForm;
}

/** The stored amount of the one booking made with this e-mail, read with the service role. */
export async function storedAmount(server: ProductServer, email: string): Promise<number | null> {
  const { data } = await server
    .service()
    .from('bookings')
    .select('amount')
    .eq('customer_email', email)
    .maybeSingle();
  return data?.amount ?? null;
}
