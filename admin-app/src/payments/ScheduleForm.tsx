import { getSiteSettings, getSupabase } from '@safari/shared-domain';
import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import {
  type BookingMoney,
  makePaymentSchedule,
  type ScheduleTermsInput,
  scheduleTermsSchema,
} from '@safari/shared-domain/payments';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import type { Booking } from '../bookings/bookings-service.ts';
import { notify } from '../ui/notify.ts';
import { useMoneyAction } from './useMoneyAction.ts';

type Field = keyof ScheduleTermsInput;

function defaultTerms(): ScheduleTermsInput {
  const terms = getSiteSettings().paymentTerms;
  return {
    depositPercent: String(terms.depositPercent),
    depositDueDays: String(terms.depositDueDays),
    balanceDaysBeforeStart: String(terms.balanceDaysBeforeStart),
  };
}

function TermsForm({ booking, replacing }: { booking: Booking; replacing: boolean }) {
  const [terms, setTerms] = useState<ScheduleTermsInput>(defaultTerms);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const { saving, refused, setRefused, run } = useMoneyAction();

  const change = (field: Field, value: string) => {
    setTerms((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setRefused(null);
  };
  const submit = async () => {
    const parsed = scheduleTermsSchema.safeParse(terms);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setProblems(next);
      return;
    }
    await run(async () => {
      await makePaymentSchedule(await getSupabase(), booking.id, parsed.data);
      notify(ADMIN_TOASTS.scheduleMade(booking.reference));
    });
  };
  const field = (name: Field, label: string, suffix: string) => (
    <Form.Item
      label={label}
      htmlFor={`terms-${name}`}
      {...(problems[name] ? { validateStatus: 'error' as const, help: problems[name] } : {})}
    >
      <Input
        id={`terms-${name}`}
        inputMode="numeric"
        suffix={suffix}
        value={terms[name]}
        onChange={(event) => change(name, event.target.value)}
      />
    </Form.Item>
  );
  return (
    <Form layout="vertical" onFinish={submit} disabled={saving}>
      <p className="mb-2 text-sm text-gray-600">
        The total is the booking's price.{' '}
        {replacing ? 'The new schedule and invoice replace the current ones; ' : ''}
        Payments already recorded count toward it.
      </p>
      <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-3">
        {field('depositPercent', 'Deposit', '%')}
        {field('depositDueDays', 'Deposit due after', 'days')}
        {field('balanceDaysBeforeStart', 'Balance due before the trip', 'days')}
      </div>
      {refused ? <Alert type="error" showIcon className="mb-3" title={refused} /> : null}
      <Button htmlType="submit" type={replacing ? 'default' : 'primary'} loading={saving}>
        {replacing ? 'Replace the schedule and invoice' : 'Make the schedule and invoice'}
      </Button>
    </Form>
  );
}

/**
 * A booking confirmed without a proposal (a catalogue tour at its price) gets its schedule here;
 * one that has a schedule can have its terms changed (decision 186).
 */
export function ScheduleForm({ booking, money }: { booking: Booking; money: BookingMoney }) {
  const replacing = money.instalments.length > 0;
  if (!replacing) {
    return (
      <section aria-label="Payment schedule" className="mt-3 rounded border border-gray-200 p-3">
        <p className="mb-2 font-medium">No payment schedule yet</p>
        <TermsForm booking={booking} replacing={false} />
      </section>
    );
  }
  return (
    <details className="mt-3 rounded border border-gray-200 p-3">
      <summary className="cursor-pointer font-medium">Change the payment terms</summary>
      <div className="mt-2">
        <TermsForm booking={booking} replacing />
      </div>
    </details>
  );
}
