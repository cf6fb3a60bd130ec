// The production sender (decision 101): hosted Supabase has no supabase/local, and its Edge
// Functions may not open SMTP connections (ports 25 and 587), so the operator runs this small
// process anywhere with Node. It drains public.booking_mails with the in-server sender's code,
// straight into SMTP: the table itself is the durable outbox, so no folder on disk is needed, and
// a mail server that is down only delays mail (the row records the failure and waits).
import { openPostgres } from '../db/postgres.ts';
import {
  type BookingMailSender,
  type BookingMailSenderOptions,
  startBookingMailSender,
} from './booking-mails.ts';
import { smtpTransport } from './index.ts';
import { type PaymentReminderSweep, startPaymentReminders } from './payment-reminders.ts';

export interface MailSenderProcessOptions extends Omit<BookingMailSenderOptions, 'log'> {
  /** The project's PostgreSQL, as a login holding the `booking_mail_sender` role (or the owner). */
  databaseUrl: string;
  /** e.g. smtps://user:pass@smtp.example.com:465 */
  smtpUrl: string;
  /** The From header. */
  from: string;
  log: (line: string) => void;
}

export interface MailSenderProcess {
  sender: BookingMailSender;
  /** The payment reminder sweep (decision 187), beside the sender. */
  reminders: PaymentReminderSweep;
  /** Finishes the mail in hand, then closes the SMTP and database connections. */
  stop(): Promise<void>;
}

export async function startMailSenderProcess(options: MailSenderProcessOptions): Promise<MailSenderProcess> {
  const { databaseUrl, smtpUrl, from, log, ...timing } = options;
  // Three connections: the draining transaction, the table check before it, the reminder sweep.
  const db = openPostgres(databaseUrl, { max: 3 });
  try {
    // Fail at start, not on the first poll, when the login or the grants are wrong.
    await db.query('select id from public.booking_mails limit 0');
  } catch (error) {
    await db.close();
    throw error;
  }
  const smtp = smtpTransport(smtpUrl, from);
  const sender = startBookingMailSender(db, smtp.send, { ...timing, log });
  const reminders = startPaymentReminders(db, {
    log,
    onEnqueued: () => void sender.drain().catch(() => {}),
  });
  return {
    sender,
    reminders,
    async stop() {
      await reminders.stop();
      await sender.stop();
      smtp.close();
      await db.close();
    },
  };
}
