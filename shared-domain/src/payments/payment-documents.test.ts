import { beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../documents/pdf-document.ts';
import { loadPdfModules, PDF_MODULES_LOAD_MS, pdfPagesText } from '../documents/pdf-reading.test-support.ts';
import type { RecordedPayment } from './booking-money.ts';
import { invoiceDocument, paymentDocumentFileName, receiptDocument } from './payment-documents.ts';
import { invoice, issuer, status } from './payment-fixtures.test-support.ts';

const text = async (document: Parameters<typeof renderPdf>[0]) =>
  (await pdfPagesText(await renderPdf(document))).join(' ');

describe('invoices and receipts as PDFs', () => {
  beforeAll(loadPdfModules, PDF_MODULES_LOAD_MS);

  it('prints an invoice with the operator, its licence, the schedule, the total and how to pay, as text', async () => {
    const printed = invoiceDocument(
      invoice,
      { reference: 'TZ-7K3M9Q', status, invoiceStatus: 'partially_paid' },
      issuer,
    );
    const pdf = await text(printed);
    for (const expected of [
      'Kilele Safaris',
      'TALA 001234',
      'Invoice INV-2027-0007',
      'Booking TZ-7K3M9Q',
      'Jonas <b>Weber</b>',
      'Serengeti & Zanzibar',
      '2 adults, 1 youth',
      'Deposit',
      '$2,370.15',
      '$5,530.35',
      '$7,900.50',
      'Partially paid',
      'CRDB Bank Arusha',
      'quote booking reference TZ-7K3M9Q',
    ]) {
      expect(pdf).toContain(expected);
    }
    expect(paymentDocumentFileName('Invoice', 'INV-2027-0007')).toBe('Invoice-INV-2027-0007.pdf');
  });

  it('says when an invoice was replaced, and leaves its payment lines out', async () => {
    const printed = invoiceDocument(
      {
        number: 'INV-2027-0001',
        issuedOn: '2027-01-10',
        totalCents: 100000,
        customerName: 'Amina',
        customerEmail: 'amina@example.com',
        trip: 'Lions',
        startDate: '2027-06-01',
        endDate: null,
        adults: 1,
        youths: 0,
        instalments: [{ kind: 'full', amountCents: 100000, dueOn: '2027-01-10' }],
        cancelled: true,
      },
      { reference: 'TZ-AAAAAA', status, invoiceStatus: 'cancelled' },
      issuer,
    );
    const pdf = await text(printed);
    expect(pdf).toContain('Cancelled: a later invoice for this booking replaces this one.');
    expect(pdf).not.toContain('Paid to date');
  });

  it('prints a receipt, a refund note and a void one', async () => {
    const payment: RecordedPayment = {
      id: 'p1',
      kind: 'payment',
      amountCents: 237015,
      receivedOn: '2027-01-12',
      method: 'mobile_money',
      reference: 'QK7H2X',
      note: 'Paid by her brother',
      documentNumber: 'RCT-2027-0003',
      recordedAt: '2027-01-12T08:00:00Z',
      voidedAt: null,
      voidReason: null,
    };
    const booking = { reference: 'TZ-7K3M9Q', customerName: 'Jonas Weber', trip: 'Serengeti & Zanzibar' };
    const receipt = await text(receiptDocument(payment, booking, issuer));
    for (const expected of [
      'Receipt RCT-2027-0003',
      'Received from',
      '$2,370.15',
      'Mobile money, reference QK7H2X',
      'Paid by her brother',
      'TALA 001234',
    ]) {
      expect(receipt).toContain(expected);
    }
    const refund = await text(
      receiptDocument({ ...payment, kind: 'refund', documentNumber: 'RFD-2027-0001' }, booking, issuer),
    );
    expect(refund).toContain('Refund note RFD-2027-0001');
    expect(refund).toContain('Refunded to');
    const voided = await text(
      receiptDocument(
        { ...payment, voidedAt: '2027-01-13T08:00:00Z', voidReason: 'Entered twice' },
        booking,
        issuer,
      ),
    );
    expect(voided).toContain('Void: Entered twice');
  });
});
