import { getSupabase } from '@safari/shared-domain';
import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import {
  formatCents,
  PAYMENT_LIMITS,
  type RecordedPayment,
  voidPayment,
  voidReasonSchema,
} from '@safari/shared-domain/payments';
import { Alert, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Booking } from '../bookings/bookings-service.ts';
import { notify } from '../ui/notify.ts';
import { useMoneyAction } from './useMoneyAction.ts';

/** A mistaken payment or refund is voided with a reason: it keeps its number and counts for nothing. */
export function VoidPaymentButton({ booking, payment }: { booking: Booking; payment: RecordedPayment }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { saving, refused: problem, setRefused: setProblem, run } = useMoneyAction();

  const confirm = async () => {
    const parsed = voidReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Say why the payment is void.');
      return;
    }
    const voided = await run(async () => {
      await voidPayment(await getSupabase(), payment.id, parsed.data);
      notify(ADMIN_TOASTS.paymentVoided(payment.documentNumber));
    });
    if (voided) setOpen(false);
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Void ${payment.documentNumber}`}>
        Void
      </Button>
      <Modal
        open={open}
        title={`Void ${payment.documentNumber}`}
        okText="Void it"
        okButtonProps={{ danger: true, loading: saving }}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p className="mb-2">
          The {payment.kind} of {formatCents(payment.amountCents)} on booking {booking.reference} will count
          for nothing; its number stays on record.
        </p>
        <label htmlFor={`void-${payment.id}`} className="mb-1 block">
          Why is it void?
        </label>
        <Input.TextArea
          id={`void-${payment.id}`}
          rows={2}
          maxLength={PAYMENT_LIMITS.voidReasonMaxLength}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
        />
        {problem ? <Alert type="error" showIcon className="mt-2" title={problem} /> : null}
      </Modal>
    </>
  );
}
