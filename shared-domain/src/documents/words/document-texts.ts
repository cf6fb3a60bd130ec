import { LANGUAGE_LOCALES, type Language } from '../../i18n/languages.ts';
import {
  INSTALMENT_KIND_LABELS,
  INVOICE_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
} from '../../payments/payment-labels.ts';
import type { DocumentLanguage, DocumentWords } from '../document-words.ts';
import { intlDocumentLanguage, listed } from './intl.ts';

// A language's document words as a translation file (issue 41, decision 238):
// `words/<language>.json`, texts with {placeholders}, counts as their plural forms ('one',
// 'other' and whatever else the language's plural rules name), and the closed lists (meals,
// instalment kinds, invoice statuses, payment methods) as maps. English stays the source in
// en.ts, shared word for word with the admin; any other language is only its file.

/** A count's forms by plural category (Intl.PluralRules): `{ "one": "{count} Tag", "other": "{count} Tage" }`. */
type Counted = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/** Each text and the placeholders it must name. */
const DOCUMENT_TEXT_PLACEHOLDERS = {
  licence: ['licence'],
  pageOf: ['page', 'pages'],
  booking: [],
  dates: [],
  datesRange: ['start', 'end'],
  travellers: [],
  party: ['adults', 'youths'],
  total: [],
  proposalSubtitle: ['reference', 'version'],
  accepted: ['acceptedBy', 'reference', 'total'],
  acceptedBy: ['name'],
  acceptedByTheTraveller: [],
  superseded: ['version', 'current'],
  expired: ['version', 'until'],
  preparedFor: [],
  validUntil: [],
  dayByDay: [],
  dayTitle: ['number', 'place'],
  overnight: [],
  noOvernight: [],
  meals: [],
  listAnd: [],
  noMeals: [],
  included: [],
  notIncluded: [],
  priceTitle: [],
  priceEach: [],
  amount: [],
  paymentTerms: [],
  termsWholeBefore: ['days'],
  termsWholeAfter: ['days'],
  termsSplit: ['percent', 'depositDays', 'balanceDays'],
  depositLine: ['deposit', 'balance'],
  invoiceTitle: ['number'],
  invoiceSubtitle: ['reference', 'issued'],
  invoiceCancelled: [],
  billedTo: [],
  trip: [],
  schedule: [],
  part: [],
  dueBy: [],
  amountInDollars: [],
  status: [],
  paidToDate: [],
  stillToPay: [],
  howToPay: [],
  bankTransfer: ['instructions'],
  mobileMoney: ['instructions'],
  askForDetails: ['phone', 'email'],
  quoteReference: ['reference'],
  receiptTitle: ['number'],
  refundTitle: ['number'],
  voided: ['reason'],
  recordedInError: [],
  receivedFrom: [],
  refundedTo: [],
  amountValue: ['amount'],
  date: [],
  method: [],
  methodWithReference: ['method', 'reference'],
  for: [],
  note: [],
  received: ['amount', 'reference'],
  refunded: ['amount', 'reference'],
} as const satisfies Record<string, readonly string[]>;

/** The counts, each with {count}. */
const COUNTS = ['adults', 'youths', 'days'] as const;

/** The closed lists and the keys each must word, as the English labels have them. */
const MAPS = {
  mealNames: ['Breakfast', 'Lunch', 'Dinner'],
  instalmentKinds: Object.keys(INSTALMENT_KIND_LABELS),
  invoiceStatuses: Object.keys(INVOICE_STATUS_LABELS),
  methods: Object.keys(PAYMENT_METHOD_LABELS),
} as const;

export type DocumentTexts = Readonly<
  Record<keyof typeof DOCUMENT_TEXT_PLACEHOLDERS, string> &
    Record<(typeof COUNTS)[number], Counted> & {
      mealNames: Readonly<Record<string, string>>;
      instalmentKinds: DocumentWords['instalmentKinds'];
      invoiceStatuses: DocumentWords['invoiceStatuses'];
      methods: DocumentWords['methods'];
    }
>;

const PLACEHOLDER = /\{([^{}]*)\}/g;
const named = (text: string) => [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))].sort();
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** What is wrong with a translation file, as sentences; none when it can be used. */
export function documentTextProblems(texts: unknown): string[] {
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) return ['not a JSON object'];
  const file = texts as Record<string, unknown>;
  const problems: string[] = [];
  const known = new Set<string>([
    ...Object.keys(DOCUMENT_TEXT_PLACEHOLDERS),
    ...COUNTS,
    ...Object.keys(MAPS),
  ]);
  for (const key of Object.keys(file)) if (!known.has(key)) problems.push(`"${key}" is not a document text`);
  for (const [key, names] of Object.entries(DOCUMENT_TEXT_PLACEHOLDERS)) {
    const text = file[key];
    if (!isText(text)) problems.push(`"${key}" is missing or blank`);
    else if (named(text).join() !== [...names].sort().join())
      problems.push(`"${key}" must name {${[...names].join('}, {')}}, not {${named(text).join('}, {')}}`);
  }
  for (const key of COUNTS) {
    const forms = file[key];
    const entries = typeof forms === 'object' && forms !== null ? Object.entries(forms) : [];
    if (
      !entries.some(([form]) => form === 'other') ||
      entries.some(
        ([form, text]) =>
          !['zero', 'one', 'two', 'few', 'many', 'other'].includes(form) ||
          !isText(text) ||
          named(text).join() !== 'count',
      )
    )
      problems.push(`"${key}" needs an "other" form and any other plural forms, each naming {count}`);
  }
  for (const [key, entries] of Object.entries(MAPS)) {
    const map = file[key];
    const words = typeof map === 'object' && map !== null ? (map as Record<string, unknown>) : {};
    if (
      [...entries].sort().join() !== Object.keys(words).sort().join() ||
      !Object.values(words).every(isText)
    )
      problems.push(`"${key}" must word ${entries.join(', ')}`);
  }
  return problems;
}

/** `{name}` in `text` replaced by `values.name`, in one pass (a value is never read again). */
function fill(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The document words and formats of `language` from its translation file. */
export function documentLanguageFromTexts(language: Language, texts: DocumentTexts): DocumentLanguage {
  const plural = new Intl.PluralRules(LANGUAGE_LOCALES[language]);
  const count = (forms: Counted, n: number) => fill(forms[plural.select(n)] ?? forms.other, { count: n });
  const days = (n: number) => count(texts.days, n);
  const words: DocumentWords = {
    licence: (licence) => fill(texts.licence, { licence }),
    pageOf: (page, pages) => fill(texts.pageOf, { page, pages }),
    booking: texts.booking,
    dates: texts.dates,
    datesRange: (start, end) => fill(texts.datesRange, { start, end }),
    travellers: texts.travellers,
    party: (adults, youths) =>
      youths > 0
        ? fill(texts.party, { adults: count(texts.adults, adults), youths: count(texts.youths, youths) })
        : count(texts.adults, adults),
    total: texts.total,
    proposalSubtitle: (reference, version) => fill(texts.proposalSubtitle, { reference, version }),
    accepted: (name, reference, total) =>
      fill(texts.accepted, {
        acceptedBy: name === null ? texts.acceptedByTheTraveller : fill(texts.acceptedBy, { name }),
        reference,
        total,
      }),
    superseded: (version, current) => fill(texts.superseded, { version, current }),
    expired: (version, until) => fill(texts.expired, { version, until }),
    preparedFor: texts.preparedFor,
    validUntil: texts.validUntil,
    dayByDay: texts.dayByDay,
    dayTitle: (number, place) => fill(texts.dayTitle, { number, place }),
    overnight: texts.overnight,
    noOvernight: texts.noOvernight,
    meals: texts.meals,
    mealsText: (meals) =>
      listed(
        meals.map((meal) => texts.mealNames[meal] ?? meal),
        texts.listAnd,
        texts.noMeals,
      ),
    included: texts.included,
    notIncluded: texts.notIncluded,
    priceTitle: texts.priceTitle,
    priceEach: texts.priceEach,
    amount: texts.amount,
    priceLine: (n, who) => count(who === 'adult' ? texts.adults : texts.youths, n),
    paymentTerms: texts.paymentTerms,
    terms: ({ depositPercent, depositDueDays, balanceDaysBefore }) => {
      if (depositPercent === 0) return fill(texts.termsWholeBefore, { days: days(balanceDaysBefore) });
      if (depositPercent === 100) return fill(texts.termsWholeAfter, { days: days(depositDueDays) });
      return fill(texts.termsSplit, {
        percent: depositPercent,
        depositDays: days(depositDueDays),
        balanceDays: days(balanceDaysBefore),
      });
    },
    depositLine: (deposit, balance) => fill(texts.depositLine, { deposit, balance }),
    invoiceTitle: (number) => fill(texts.invoiceTitle, { number }),
    invoiceSubtitle: (reference, issued) => fill(texts.invoiceSubtitle, { reference, issued }),
    invoiceCancelled: texts.invoiceCancelled,
    billedTo: texts.billedTo,
    trip: texts.trip,
    schedule: texts.schedule,
    part: texts.part,
    dueBy: texts.dueBy,
    amountInDollars: texts.amountInDollars,
    status: texts.status,
    paidToDate: texts.paidToDate,
    stillToPay: texts.stillToPay,
    howToPay: texts.howToPay,
    bankTransfer: (instructions) => fill(texts.bankTransfer, { instructions }),
    mobileMoney: (instructions) => fill(texts.mobileMoney, { instructions }),
    askForDetails: (phone, email) => fill(texts.askForDetails, { phone, email }),
    quoteReference: (reference) => fill(texts.quoteReference, { reference }),
    instalmentKinds: texts.instalmentKinds,
    invoiceStatuses: texts.invoiceStatuses,
    receiptTitle: (number) => fill(texts.receiptTitle, { number }),
    refundTitle: (number) => fill(texts.refundTitle, { number }),
    voided: (reason) => fill(texts.voided, { reason: reason ?? texts.recordedInError }),
    receivedFrom: texts.receivedFrom,
    refundedTo: texts.refundedTo,
    amountValue: (amount) => fill(texts.amountValue, { amount }),
    date: texts.date,
    method: texts.method,
    methodWithReference: (method, reference) => fill(texts.methodWithReference, { method, reference }),
    for: texts.for,
    note: texts.note,
    received: (amount, reference) => fill(texts.received, { amount, reference }),
    refunded: (amount, reference) => fill(texts.refunded, { amount, reference }),
    methods: texts.methods,
  };
  return intlDocumentLanguage(language, words);
}
