// `send-mails`: production's booking mail sender (hosted Supabase; decision 101), until stopped.
import { startMailSenderProcess } from '../mail/send-mails.ts';
import { type CommandLine, exitOnSignal } from './options.ts';

export async function sendMails(cli: CommandLine) {
  const smtpUrl = cli.values['smtp-url'] ?? process.env.SMTP_URL;
  const from = cli.values.from ?? process.env.SMTP_FROM;
  const databaseUrl = cli.databaseUrl;
  if (!databaseUrl || !smtpUrl || !from)
    throw new Error(
      'send-mails needs --database-url, --smtp-url and --from (or DATABASE_URL, SMTP_URL, SMTP_FROM)',
    );
  const sender = await startMailSenderProcess({
    databaseUrl,
    smtpUrl,
    from,
    log: (line) => console.log(line),
  });
  const smtpHost = new URL(smtpUrl);
  console.log(
    `Sending booking mails from ${cli.describeDatabase()} through ${smtpHost.protocol}//${smtpHost.host}`,
  );
  exitOnSignal('finishing the mail in hand', () => sender.stop());
  // The sender's timer does not hold the process open; this does, until a signal.
  setInterval(() => {}, 1 << 30);
}
