// A real SMTP server for tests (mail, the booking mail senders, e2e): it keeps what it receives,
// and can be started on a port chosen while it was still down.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  /** The message as sent (headers and body). */
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` (0 = any free port). */
export async function startSmtp(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  // A client that hangs up mid-conversation (a sender stopped, a connection reset) is reported
  // as an 'error' event; unheard, it would end the test process instead of that one session.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return { port: bound, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on yet: a mail server that is down, until `startSmtp(port)`. */
export async function freePort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}

/** The Subject header of a received message. */
export function subjectOf(mail: ReceivedMail): string {
  return /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '';
}
