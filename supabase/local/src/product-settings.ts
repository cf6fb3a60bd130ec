// What the server tells the product's database at start (decisions 100 and 101): the operator's
// details for the booking mails, and optionally other per-address request limits. Both tables
// come from the product's migrations; a server over other migrations skips them.
import type { SqlExecutor } from './contracts.ts';

type RequestAction = 'booking' | 'contact';
export type RequestLimits = Partial<Record<RequestAction, { maxRequests: number; windowSeconds: number }>>;

async function hasTable(db: SqlExecutor, name: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('select to_regclass($1) is not null as found', [name]);
  return rows[0]?.found === true;
}

/** `booking=100/600,contact=100/600` (requests per window in seconds) → limits; throws on nonsense. */
export function parseRequestLimits(text: string): RequestLimits {
  const limits: RequestLimits = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(booking|contact)=(\d+)\/(\d+)$/.exec(part);
    if (!match)
      throw new Error(`REQUEST_LIMITS: "${part}" is not action=requests/seconds (e.g. booking=5/600)`);
    limits[match[1] as RequestAction] = { maxRequests: Number(match[2]), windowSeconds: Number(match[3]) };
  }
  return limits;
}

export async function applyRequestLimits(db: SqlExecutor, limits: RequestLimits): Promise<void> {
  if (!(await hasTable(db, 'private.request_limits'))) return;
  for (const [action, limit] of Object.entries(limits)) {
    await db.query(
      'update private.request_limits set max_requests = $2, window_seconds = $3 where action = $1',
      [action, limit.maxRequests, limit.windowSeconds],
    );
  }
}

/**
 * The operator's name and contact details as the served site gives them (its /config.json
 * `settings`); a field left out, blank or not text keeps the database's value.
 */
export interface OperatorSettings {
  brandName?: unknown;
  email?: unknown;
  phone?: unknown;
  streetAddress?: unknown;
  /** `{ reminderDaysBefore }` is read (decision 187). */
  paymentTerms?: unknown;
  /** `{ bankTransfer, mobileMoney }`, for the payment mails (decision 187). */
  paymentInstructions?: unknown;
  /** `{ <language>: { paymentInstructions: { bankTransfer, mobileMoney } } }` is read (decision 233). */
  translations?: unknown;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** Whether the product's migration that made `private.<table>.<column>` is applied. */
async function hasColumn(db: SqlExecutor, table: string, column: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `select exists (select 1 from information_schema.columns where table_schema = 'private'
       and table_name = $1 and column_name = $2) as found`,
    [table, column],
  );
  return rows[0]?.found === true;
}

/** The payment mails' settings, when the product's migration that reads them is applied. */
async function writePaymentSettings(db: SqlExecutor, settings: OperatorSettings) {
  if (!(await hasColumn(db, 'operator_settings', 'reminder_days_before'))) return;
  const days = field(settings.paymentTerms, 'reminderDaysBefore');
  const instruction = (instructions: unknown, key: string) => {
    const value = field(instructions, key);
    return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 2000) : null;
  };
  await db.query(
    `update private.operator_settings
     set reminder_days_before = coalesce($1, reminder_days_before),
         bank_transfer_instructions = $2,
         mobile_money_instructions = $3`,
    [
      Number.isInteger(days) && (days as number) >= 0 && (days as number) <= 365 ? days : null,
      instruction(settings.paymentInstructions, 'bankTransfer'),
      instruction(settings.paymentInstructions, 'mobileMoney'),
    ],
  );
  if (!(await hasColumn(db, 'operator_settings', 'payment_instructions_translations'))) return;
  // Each language's wording of how to pay, as the site shows it (public-site/src/i18n/settings-in.ts).
  const translations: Record<string, Record<string, string>> = {};
  const languages = typeof settings.translations === 'object' && settings.translations !== null;
  for (const [language, texts] of Object.entries(languages ? (settings.translations as object) : {})) {
    const instructions = field(texts, 'paymentInstructions');
    const worded = Object.fromEntries(
      ['bankTransfer', 'mobileMoney'].flatMap((key) => {
        const text = instruction(instructions, key);
        return text === null ? [] : [[key, text]];
      }),
    );
    if (Object.keys(worded).length > 0) translations[language] = worded;
  }
  await db.query('update private.operator_settings set payment_instructions_translations = $1', [
    JSON.stringify(translations),
  ]);
}

/**
 * The mails' site URL is this server's; name and contact details are those of the served site's
 * settings where it gives them (the migration's defaults, shared-domain's, otherwise).
 */
export async function writeOperatorSettings(db: SqlExecutor, siteUrl: string, settings: OperatorSettings) {
  if (!(await hasTable(db, 'private.operator_settings'))) return;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  await db.query(
    `update private.operator_settings
     set site_url = $1,
         brand_name = coalesce($2, brand_name),
         email = coalesce($3, email),
         phone = coalesce($4, phone),
         street_address = coalesce($5, street_address)`,
    [
      siteUrl,
      text(settings.brandName),
      text(settings.email),
      text(settings.phone),
      text(settings.streetAddress),
    ],
  );
  await writePaymentSettings(db, settings);
}

/**
 * How long the mails staff cause (a status change, a quoted price) wait in the outbox before they
 * leave, so a change can be undone (decision 135). The migration's default is 30 s.
 */
export async function applyStatusMailHold(db: SqlExecutor, seconds: number): Promise<void> {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 3600)
    throw new Error(
      `STATUS_MAIL_HOLD_SECONDS must be a whole number of seconds from 0 to 3600, got ${seconds}`,
    );
  if (!(await hasTable(db, 'private.operator_settings'))) return;
  if (!(await hasColumn(db, 'operator_settings', 'status_mail_hold_seconds'))) return;
  await db.query('update private.operator_settings set status_mail_hold_seconds = $1', [seconds]);
}
