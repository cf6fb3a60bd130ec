import formsTexts from 'virtual:messages/forms';
import { useLocalPath, useMessages } from '@safari/shared-ui';
import { Link } from 'react-router-dom';
import type forms from '../../messages/en/forms.json';
import { useFormats } from '../i18n/formats.ts';
import { useSignedIn } from '../session/stored-session.ts';
import type { BookingReceipt } from './backend.ts';
import { OutcomeNote } from './OutcomeNote.tsx';

/** What the database answered for the last request: its reference, amount and status. */
export function ReceiptNote({ receipt }: { receipt: BookingReceipt }) {
  const signedIn = useSignedIn();
  const t = useMessages<typeof forms>(formsTexts);
  const { usd } = useFormats();
  const local = useLocalPath();
  return (
    <OutcomeNote key={receipt.reference} testId="booking-receipt">
      <p className="font-semibold">{t('receiptTitle', { reference: receipt.reference })}</p>
      <p className="mt-1">{t('receiptText', { amount: usd(receipt.amount), status: receipt.status })}</p>
      {signedIn ? (
        <p className="mt-2">
          <Link to={local('/my-bookings')} className="font-semibold underline underline-offset-2">
            {t('receiptFollow')}
          </Link>
        </p>
      ) : null}
    </OutcomeNote>
  );
}
