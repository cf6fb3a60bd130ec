import { getSupabase } from '@safari/shared-domain';
import { operatorToday } from '@safari/shared-domain/catalogue';
import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import {
  type BookingMoney,
  decimalTextFromCents,
  formatCents,
  PAYMENT_LIMITS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentFormInput,
  paymentFormSchema,
  recordPayment,
} from '@safari/shared-domain/payments';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import type { Booking } from '../bookings/bookings-service.ts';
import { queryKeys } from '../query-keys.ts';
import { notify } from '../ui/notify.ts';
import { useMoneyAction } from './useMoneyAction.ts';

type Field = keyof PaymentFormInput;

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

function blankForm(money: BookingMoney): PaymentFormInput {
  return {
    kind: 'payment',
    // What is due next, which is what usually arrives.
    amount: money.status.nextDueCents === null ? '' : decimalTextFromCents(money.status.nextDueCents),
    receivedOn: operatorToday(),
    method: 'bank_transfer',
    reference: '',
    note: '',
  };
}

/**
 * Staff record money received or refunded (decision 186). The form's schema is the one the tests
 * use; the database checks again and refuses what would make the figures impossible, in words
 * shown here. Each filled form has its own request key, so a second click records nothing more.
 */
export function RecordPaymentForm({ booking, money }: { booking: Booking; money: BookingMoney }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PaymentFormInput>(() => blankForm(money));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const { saving, refused, setRefused, run } = useMoneyAction();
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());

  const change = (field: Field, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setRefused(null);
  };

  const submit = async () => {
    const parsed = paymentFormSchema().safeParse(form);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setProblems(next);
      return;
    }
    const recorded = await run(async () => {
      const { documentNumber } = await recordPayment(
        await getSupabase(),
        booking.id,
        parsed.data,
        requestKey,
      );
      notify(
        ADMIN_TOASTS.paymentRecorded(
          booking.reference,
          formatCents(parsed.data.amount),
          documentNumber,
          parsed.data.kind === 'refund',
        ),
      );
    });
    if (recorded) {
      setRequestKey(crypto.randomUUID());
      const fresh = queryClient.getQueryData<BookingMoney>(queryKeys.bookingMoney(booking.id));
      setForm(blankForm(fresh ?? money));
    }
  };

  const help = (field: Field) =>
    problems[field] ? { validateStatus: 'error' as const, help: problems[field] } : {};

  return (
    <section aria-label="Record a payment" className="mt-4 rounded border border-gray-200 p-3">
      <Typography.Title level={5} className="!mt-0">
        Record a payment or refund
      </Typography.Title>
      <Form layout="vertical" onFinish={submit} disabled={saving}>
        <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
          <Form.Item label="Money" htmlFor="payment-kind" {...help('kind')}>
            <Select
              id="payment-kind"
              value={form.kind}
              onChange={(value) => change('kind', value)}
              options={[
                { value: 'payment', label: 'Received from the traveller' },
                { value: 'refund', label: 'Refunded to the traveller' },
              ]}
            />
          </Form.Item>
          <Form.Item label="Amount (US dollars)" htmlFor="payment-amount" {...help('amount')}>
            <Input
              id="payment-amount"
              inputMode="decimal"
              prefix="$"
              value={form.amount}
              onChange={(event) => change('amount', event.target.value)}
            />
          </Form.Item>
          <Form.Item label="Date received" htmlFor="payment-date" {...help('receivedOn')}>
            <Input
              id="payment-date"
              type="date"
              max={operatorToday()}
              value={form.receivedOn}
              onChange={(event) => change('receivedOn', event.target.value)}
            />
          </Form.Item>
          <Form.Item label="Method" htmlFor="payment-method" {...help('method')}>
            <Select
              id="payment-method"
              value={form.method}
              onChange={(value) => change('method', value)}
              options={METHOD_OPTIONS}
            />
          </Form.Item>
          <Form.Item
            label={form.method === 'mobile_money' ? 'Transaction reference' : 'Reference (optional)'}
            htmlFor="payment-reference"
            {...help('reference')}
          >
            <Input
              id="payment-reference"
              maxLength={PAYMENT_LIMITS.referenceMaxLength}
              value={form.reference}
              onChange={(event) => change('reference', event.target.value)}
            />
          </Form.Item>
          <Form.Item label="Note on the receipt (optional)" htmlFor="payment-note" {...help('note')}>
            <Input.TextArea
              id="payment-note"
              rows={1}
              maxLength={PAYMENT_LIMITS.noteMaxLength}
              value={form.note}
              onChange={(event) => change('note', event.target.value)}
            />
          </Form.Item>
        </div>
        {refused ? <Alert type="error" showIcon className="mb-3" title={refused} /> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          {form.kind === 'refund' ? 'Record the refund' : 'Record the payment'}
        </Button>
      </Form>
    </section>
  );
}
