import { beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../documents/pdf-document.ts';
import { loadPdfModules, PDF_MODULES_LOAD_MS, pdfPagesText } from '../documents/pdf-reading.test-support.ts';
import type { SafariSupabaseClient } from '../supabase/client.ts';
import { priceLines, proposalDocument, proposalFileName, proposalStateText } from './proposal-document.ts';
import { type ProposalRow, proposalColumns, proposalValuesOf } from './proposal-rows.ts';
import {
  blankProposalDay,
  PROPOSAL_LIMITS,
  type ProposalInput,
  proposalSchema,
  proposalTotalCents,
} from './proposal-schema.ts';
import {
  centsFromDecimalText,
  depositCents,
  formatCents,
  mealsText,
  parseProposalView,
  paymentTermsText,
  travellersText,
} from './proposal-view.ts';
import { proposalAcceptanceSchema, proposalChangesSchema } from './traveller-forms.ts';
import { acceptProposal, fetchProposalByToken, requestProposalChanges } from './traveller-service.ts';

const valid: ProposalInput = {
  title: 'Serengeti and the crater',
  startDate: '2027-03-10',
  endDate: '2027-03-12',
  adults: 2,
  youths: 1,
  days: [
    { place: 'Arusha', text: 'Met at the airport.', accommodation: 'Arusha Coffee Lodge', meals: ['Dinner'] },
    { place: 'Serengeti', text: 'Game drives.', accommodation: '', meals: ['Breakfast', 'Lunch'] },
  ],
  included: ['Park fees'],
  excluded: ['Flights'],
  adultPrice: 2600,
  youthPrice: 1250.5,
  validUntil: '2027-02-01',
  depositPercent: 30,
  depositDueDays: 7,
  balanceDaysBefore: 30,
  personalNote: 'Karibu!',
};

const messages = (input: unknown) => {
  const result = proposalSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('proposalSchema (the editor and the database agree on these limits)', () => {
  it('accepts a complete proposal and trims its texts', () => {
    const parsed = proposalSchema.parse({ ...valid, title: '  Serengeti  ', personalNote: ' Hi ' });
    expect(parsed.title).toBe('Serengeti');
    expect(parsed.personalNote).toBe('Hi');
  });

  it('says what each bad field needs', () => {
    expect(messages({ ...valid, title: 'ab' })).toEqual(['title: The title needs at least 3 characters']);
    expect(messages({ ...valid, days: [] })).toEqual(['days: The itinerary needs at least one day']);
    expect(messages({ ...valid, days: [{ ...blankProposalDay(), text: 'x' }] })).toEqual([
      'days.0.place: The place is required',
    ]);
    expect(messages({ ...valid, days: [{ ...valid.days[0], meals: ['Lunch', 'Lunch'] }] })).toEqual([
      'days.0.meals: Each meal is listed once',
    ]);
    expect(messages({ ...valid, endDate: '2027-03-09' })).toEqual([
      'endDate: The last day cannot be before the first day',
    ]);
    expect(messages({ ...valid, validUntil: '2027-03-11' })).toEqual([
      'validUntil: The proposal must be accepted by the first day of the trip at the latest',
    ]);
    expect(messages({ ...valid, adultPrice: 10.005 })).toEqual([
      'adultPrice: The price per adult has at most two decimals',
    ]);
    expect(messages({ ...valid, adultPrice: 0, youthPrice: 0 })).toEqual([
      'adultPrice: The total must be more than $0',
    ]);
    expect(messages({ ...valid, adults: 40, youths: 11 })).toEqual([
      'youths: A party has at most 50 travellers',
    ]);
    expect(messages({ ...valid, depositPercent: 101 })).toEqual([
      'depositPercent: The deposit must be at most 100',
    ]);
    expect(messages({ ...valid, startDate: '2027-02-30' })).toContain(
      'startDate: The first day must be a date (YYYY-MM-DD)',
    );
  });

  it('holds the upper limits the database checks', () => {
    const L = PROPOSAL_LIMITS;
    const long = (n: number) => 'x'.repeat(n);
    expect(messages({ ...valid, title: long(L.titleMax) })).toEqual([]);
    expect(messages({ ...valid, title: long(L.titleMax + 1) })).toEqual([
      'title: The title may have at most 200 characters',
    ]);
    expect(messages({ ...valid, personalNote: long(L.noteMax + 1) })).toHaveLength(1);
    expect(messages({ ...valid, included: Array.from({ length: L.itemsMax + 1 }, () => 'x') })).toEqual([
      'included: At most 40 items',
    ]);
    expect(messages({ ...valid, days: Array.from({ length: L.daysMax + 1 }, () => valid.days[0]) })).toEqual([
      'days: The itinerary may have at most 60 days',
    ]);
    expect(messages({ ...valid, adultPrice: L.priceMax + 1 })).toEqual([
      'adultPrice: The price per adult must be at most $1,000,000',
    ]);
  });

  it('totals in exact cents', () => {
    expect(proposalTotalCents({ adults: 2, youths: 1, adultPrice: 2600, youthPrice: 1250.5 })).toBe(645_050);
    // 0.1 + 0.2 in floating point is not 0.3; in cents it is.
    expect(proposalTotalCents({ adults: 3, youths: 0, adultPrice: 0.1, youthPrice: 0 })).toBe(30);
  });
});

describe('rows', () => {
  it('round-trips the editor values through the table columns', () => {
    const values = proposalSchema.parse(valid);
    const row = {
      ...proposalColumns(values),
      booking_id: 'b',
      id: 'p',
      revision: 1,
    } as unknown as ProposalRow;
    expect(proposalValuesOf(row)).toEqual(values);
  });

  it('reads a day with missing parts as empty ones, and meals in their order', () => {
    const row = {
      ...proposalColumns(proposalSchema.parse(valid)),
      days: [{ place: 'A', meals: ['Dinner', 'Breakfast', 'Tea'] }, null],
    };
    expect(proposalValuesOf(row as unknown as ProposalRow).days).toEqual([
      { place: 'A', text: '', accommodation: '', meals: ['Breakfast', 'Dinner'] },
      { place: '', text: '', accommodation: '', meals: [] },
    ]);
    expect(proposalValuesOf({ ...row, days: 'nope' } as unknown as ProposalRow).days).toEqual([]);
  });
});

const answer = {
  version: 2,
  currentVersion: 2,
  acceptedVersion: null,
  state: 'open',
  today: '2026-12-01',
  reference: 'TZ-7K3M9Q',
  bookingStatus: 'pending',
  customerName: 'Alice Anderson',
  title: 'Serengeti <i>and</i> the crater',
  startDate: '2027-03-10',
  endDate: '2027-03-12',
  adults: 2,
  youths: 1,
  days: valid.days,
  included: ['Park fees'],
  excluded: ['Flights'],
  adultPrice: '2600.00',
  youthPrice: '1250.50',
  total: '6450.50',
  validUntil: '2027-02-01',
  depositPercent: 30,
  depositDueDays: 7,
  balanceDaysBefore: 30,
  personalNote: 'Karibu!',
  sentAt: '2026-12-01T08:00:00Z',
  acceptedAt: null,
  acceptedName: null,
  changeRequests: [],
};

describe('the traveller’s view', () => {
  it('reads the link’s answer with exact cents, and null as no proposal', () => {
    const view = parseProposalView(answer);
    expect(view?.totalCents).toBe(645_050);
    expect(view?.youthPriceCents).toBe(125_050);
    expect(parseProposalView(null)).toBeNull();
    expect(() => parseProposalView({ ...answer, total: '12.345' })).toThrow();
  });

  it('reads decimal text exactly', () => {
    expect(centsFromDecimalText('6450.5')).toBe(645_050);
    expect(centsFromDecimalText('12')).toBe(1200);
    expect(centsFromDecimalText('-3.05')).toBe(-305);
    expect(() => centsFromDecimalText('1e3')).toThrow('Not an amount');
  });

  it('says the money, the party, the meals and the terms in words', () => {
    expect(formatCents(645_050)).toBe('$6,450.50');
    expect(depositCents(645_050, 30)).toBe(193_515);
    expect(depositCents(100_001, 50)).toBe(50_001);
    expect(travellersText(2, 1)).toBe('2 adults, 1 youth');
    expect(travellersText(1, 0)).toBe('1 adult');
    expect(mealsText([])).toBe('No meals included');
    expect(mealsText(['Breakfast'])).toBe('Breakfast');
    expect(mealsText(['Breakfast', 'Lunch', 'Dinner'])).toBe('Breakfast, lunch and dinner');
    expect(paymentTermsText({ depositPercent: 30, depositDueDays: 7, balanceDaysBefore: 1 })).toBe(
      'A deposit of 30% is due 7 days after you accept; the balance 1 day before the trip starts.',
    );
    expect(paymentTermsText({ depositPercent: 0, depositDueDays: 7, balanceDaysBefore: 60 })).toBe(
      'The whole amount is due 60 days before the trip starts.',
    );
    expect(paymentTermsText({ depositPercent: 100, depositDueDays: 1, balanceDaysBefore: 60 })).toBe(
      'The whole amount is due 1 day after you accept.',
    );
  });

  it('names the state of a version', () => {
    const view = parseProposalView(answer);
    if (!view) throw new Error('no view');
    expect(proposalStateText(view)).toBeNull();
    expect(proposalStateText({ ...view, state: 'superseded', version: 1 })).toBe(
      'Version 1 has been replaced: version 2 is the current one.',
    );
    expect(proposalStateText({ ...view, state: 'expired' })).toBe(
      'Version 2 was valid until Feb 01, 2027 and has expired.',
    );
    expect(proposalStateText({ ...view, state: 'accepted', acceptedName: 'Alice A' })).toBe(
      'Accepted by Alice A. Booking TZ-7K3M9Q is confirmed at $6,450.50.',
    );
    expect(priceLines(view)).toEqual([
      { label: '2 adults', each: '$2,600.00', amount: '$5,200.00' },
      { label: '1 youth', each: '$1,250.50', amount: '$1,250.50' },
    ]);
    expect(proposalFileName(view)).toBe('proposal-TZ-7K3M9Q-v2.pdf');
  });
});

describe('the proposal PDF', () => {
  beforeAll(loadPdfModules, PDF_MODULES_LOAD_MS);

  it('holds the operator, its licence, every day, the prices and the total as text', async () => {
    const view = parseProposalView({ ...answer, youths: 0, state: 'superseded', version: 1 });
    if (!view) throw new Error('no view');
    const operator = {
      brandName: 'Tanzania Safari Adventures',
      licenceNumber: 'TALA-0042',
      phone: '+255 754 000 000',
      email: 'info@tanzania-safari.example',
      streetAddress: 'Sokoine Road, Arusha',
    };
    const document = proposalDocument(view, operator);
    expect(document.blocks.some((block) => block.kind === 'heading' && block.text === 'Not included')).toBe(
      true,
    );
    const text = (await pdfPagesText(await renderPdf(document))).join(' ');
    for (const expected of [
      'Tanzania Safari Adventures',
      'licence TALA-0042',
      'Serengeti <i>and</i> the crater',
      'Version 1 has been replaced: version 2 is the current one.',
      'Day 1: Arusha',
      'Day 2: Serengeti',
      'Arusha Coffee Lodge',
      'No overnight stay',
      'Breakfast and lunch',
      'Park fees',
      'Flights',
      '$6,450.50',
      'Deposit: $1,935.15; balance: $4,515.35.',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('the traveller’s forms', () => {
  it('accepting needs a name and the terms ticked', () => {
    expect(proposalAcceptanceSchema.safeParse({ name: ' Alice ', terms: true }).data).toEqual({
      name: 'Alice',
      terms: true,
    });
    const refused = proposalAcceptanceSchema.safeParse({ name: 'A', terms: false });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Type your full name to accept',
      'Tick the box to accept the terms',
    ]);
  });

  it('asking for changes needs a message of at most 4,000 characters', () => {
    expect(proposalChangesSchema.safeParse({ message: '  ' }).error?.issues[0]?.message).toBe(
      'Write what you would like us to change',
    );
    expect(proposalChangesSchema.safeParse({ message: 'x'.repeat(4001) }).error?.issues[0]?.message).toBe(
      'Your message may have at most 4,000 characters',
    );
  });
});

/** A client whose rpc answers what the test says, recording the calls. */
function fakeClient(answers: Record<string, { data: unknown; error: { message: string } | null }>) {
  const calls: [string, unknown][] = [];
  const client = {
    rpc: async (name: string, args: unknown) => {
      calls.push([name, args]);
      return answers[name] ?? { data: null, error: { message: '' } };
    },
  } as unknown as SafariSupabaseClient;
  return { client, calls };
}

describe('the traveller’s calls', () => {
  it('reads a link, and says when the backend fails', async () => {
    const { client, calls } = fakeClient({ proposal_by_token: { data: answer, error: null } });
    expect((await fetchProposalByToken(client, 'tok'))?.version).toBe(2);
    expect(calls).toEqual([['proposal_by_token', { token: 'tok' }]]);
    const failing = fakeClient({ proposal_by_token: { data: null, error: { message: 'down' } } });
    await expect(fetchProposalByToken(failing.client, 'tok')).rejects.toMatchObject({ message: 'down' });
  });

  it('accepts, or carries the database’s refusal in its words', async () => {
    const accepted = fakeClient({
      accept_proposal: {
        data: { outcome: 'already_accepted', version: 2, acceptedName: 'Alice' },
        error: null,
      },
    });
    expect(await acceptProposal(accepted.client, 'tok', { name: 'Alice', terms: true })).toEqual({
      ok: true,
      value: { outcome: 'already_accepted', version: 2, acceptedName: 'Alice' },
    });
    expect(accepted.calls).toEqual([
      ['accept_proposal', { token: 'tok', accepted_name: 'Alice', terms_accepted: true }],
    ]);
    const refused = fakeClient({
      accept_proposal: { data: null, error: { message: 'Version 1 of this proposal has been replaced' } },
    });
    expect(await acceptProposal(refused.client, 'tok', { name: 'Alice', terms: true })).toEqual({
      ok: false,
      message: 'Version 1 of this proposal has been replaced',
    });
  });

  it('asks for changes, with a plain message when the backend gives none', async () => {
    const asked = fakeClient({
      request_proposal_changes: { data: { message: 'More days', createdAt: 'now' }, error: null },
    });
    expect(await requestProposalChanges(asked.client, 'tok', 'More days')).toEqual({
      ok: true,
      value: { message: 'More days', createdAt: 'now' },
    });
    const failed = fakeClient({});
    expect(await requestProposalChanges(failed.client, 'tok', 'x')).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again, or call us.',
    });
  });
});
