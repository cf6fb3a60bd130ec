import { formatAdminAmount } from '@safari/shared-domain/catalogue';
import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { queryKeys } from '../query-keys.ts';
import { notify } from '../ui/notify.ts';
import { parseQuote, priceOf } from './booking-price.ts';
import { type Booking, quoteBooking } from './bookings-service.ts';

const NOTE_MAX_LENGTH = 2000;

/**
 * Staff set the price they quote for a custom request, with a note for the traveller (decision
 * 136). The database checks who may and what (public.admin_quote_booking) and mails the traveller.
 */
export function QuoteForm({ booking, onQuoted }: { booking: Booking; onQuoted: (booking: Booking) => void }) {
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(booking.quoted_amount === null ? '' : String(booking.quoted_amount));
  const [note, setNote] = useState(booking.quote_note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const parsed = parseQuote(price);
    if ('error' in parsed) {
      setProblem(parsed.error);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const stored = await quoteBooking(booking.id, parsed.amount, note);
      notify(ADMIN_TOASTS.priceQuoted(stored.reference, formatAdminAmount(priceOf(stored))));
      onQuoted(stored);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.summary });
    } catch (error) {
      console.error('Quoting the price failed', error);
      const message = (error as { message?: unknown })?.message;
      setProblem(typeof message === 'string' && message !== '' ? message : 'The price could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-label="Quote the price" className="mt-6">
      <Typography.Title level={5}>
        {booking.quoted_amount === null ? 'Quote the price' : 'Change the quoted price'}
      </Typography.Title>
      <p className="mb-2 text-sm text-gray-600">
        The {formatAdminAmount(booking.amount)} the traveller saw is an estimate. The price you quote replaces
        it in their mails, on their bookings page and in the revenue.
      </p>
      <Form layout="vertical" onFinish={submit} disabled={saving}>
        <Form.Item
          label="Quoted price (US dollars)"
          htmlFor="quote-price"
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? undefined}
        >
          <Input
            id="quote-price"
            inputMode="decimal"
            prefix="$"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            className="max-w-xs"
          />
        </Form.Item>
        <Form.Item label="Note for the traveller (optional)" htmlFor="quote-note">
          <Input.TextArea
            id="quote-note"
            value={note}
            maxLength={NOTE_MAX_LENGTH}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Quote and mail the traveller
        </Button>
      </Form>
    </section>
  );
}
