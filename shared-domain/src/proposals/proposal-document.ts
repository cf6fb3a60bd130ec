import { formatCalendarDate } from '../dates/calendar-date.ts';
import type { DocumentBlock, DocumentOperator, PrintedDocument } from '../documents/pdf-document.ts';
import {
  depositCents,
  formatCents,
  mealsText,
  type ProposalView,
  paymentTermsText,
  travellersText,
} from './proposal-view.ts';

/** The operator as printed on top of each page: from the site settings. */
export interface ProposalOperator {
  readonly brandName: string;
  readonly licenceNumber?: string | undefined;
  readonly phone: string;
  readonly email: string;
  readonly streetAddress: string;
}

/** Where the state of a version is said in words (page banner, PDF). */
export function proposalStateText(view: ProposalView): string | null {
  switch (view.state) {
    case 'accepted':
      return `Accepted by ${view.acceptedName ?? 'the traveller'}. Booking ${view.reference} is confirmed at ${formatCents(view.totalCents)}.`;
    case 'superseded':
      return `Version ${view.version} has been replaced: version ${view.currentVersion} is the current one.`;
    case 'expired':
      return `Version ${view.version} was valid until ${formatCalendarDate(view.validUntil)} and has expired.`;
    case 'open':
      return null;
  }
}

/** The price lines: per adult and per youth × how many, and the total. */
export function priceLines(view: ProposalView): { label: string; each: string; amount: string }[] {
  const line = (count: number, noun: string, cents: number) => ({
    label: `${count} ${noun}${count === 1 ? '' : 's'}`,
    each: formatCents(cents),
    amount: formatCents(count * cents),
  });
  return [
    line(view.adults, 'adult', view.adultPriceCents),
    ...(view.youths > 0 ? [line(view.youths, 'youth', view.youthPriceCents)] : []),
  ];
}

/** The same content as the proposal page, as a printed document (the PDF). */
export function proposalDocument(view: ProposalView, operator: ProposalOperator): PrintedDocument {
  const printedOperator: DocumentOperator = {
    name: operator.brandName,
    licence: operator.licenceNumber,
    contact: `${operator.phone} · ${operator.email} · ${operator.streetAddress}`,
  };
  const state = proposalStateText(view);
  const blocks: DocumentBlock[] = [
    ...(state ? [{ kind: 'paragraph' as const, text: state }] : []),
    {
      kind: 'rows',
      rows: [
        ['Prepared for', view.customerName],
        ['Booking', view.reference],
        ['Dates', `${formatCalendarDate(view.startDate)} to ${formatCalendarDate(view.endDate)}`],
        ['Travellers', travellersText(view.adults, view.youths)],
        ['Valid until', formatCalendarDate(view.validUntil)],
      ],
    },
    ...(view.personalNote ? [{ kind: 'paragraph' as const, text: view.personalNote }] : []),
    { kind: 'heading', text: 'Day by day' },
    ...view.days.flatMap((day, index): DocumentBlock[] => [
      { kind: 'heading', text: `Day ${index + 1}: ${day.place}` },
      { kind: 'paragraph', text: day.text },
      {
        kind: 'rows',
        rows: [
          ['Overnight', day.accommodation || 'No overnight stay'],
          ['Meals', mealsText(day.meals)],
        ],
      },
    ]),
  ];
  if (view.included.length > 0)
    blocks.push({ kind: 'heading', text: 'Included' }, { kind: 'list', items: view.included });
  if (view.excluded.length > 0)
    blocks.push({ kind: 'heading', text: 'Not included' }, { kind: 'list', items: view.excluded });
  blocks.push(
    { kind: 'heading', text: 'Price (US dollars)' },
    {
      kind: 'table',
      columns: [
        { title: 'Travellers', width: 74 },
        { title: 'Price each', width: 50, align: 'right' },
        { title: 'Amount', width: 50, align: 'right' },
      ],
      rows: priceLines(view).map((line) => [line.label, line.each, line.amount]),
      footer: ['Total', '', formatCents(view.totalCents)],
    },
    { kind: 'heading', text: 'Payment terms' },
    { kind: 'paragraph', text: paymentTermsText(view) },
    ...(view.depositPercent > 0 && view.depositPercent < 100
      ? [
          {
            kind: 'paragraph' as const,
            text: `Deposit: ${formatCents(depositCents(view.totalCents, view.depositPercent))}; balance: ${formatCents(view.totalCents - depositCents(view.totalCents, view.depositPercent))}.`,
          },
        ]
      : []),
  );
  return {
    title: view.title,
    subtitle: `Proposal for booking ${view.reference}, version ${view.version}`,
    operator: printedOperator,
    blocks,
  };
}

/** The PDF's file name: proposal-TZ-7K3M9Q-v2.pdf. */
export function proposalFileName(view: Pick<ProposalView, 'reference' | 'version'>): string {
  return `proposal-${view.reference}-v${view.version}.pdf`;
}
