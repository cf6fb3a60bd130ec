// Outgoing Auth mail. The server hands Auth its mail service (src/mail: SMTP outbox or the local
// mailbox); used alone, Auth logs each message with its link. The capture mailer serves the
// Auth tests (src/auth/test-harness.ts).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Logs every message in full so a developer can click the confirmation or reset link. */
export function createLogMailer(log: (line: string) => void): Mailer {
  return {
    async send(message) {
      log(`[auth mail] to=${message.to} subject=${JSON.stringify(message.subject)}\n${message.text}`);
    },
  };
}

/** Keeps messages in memory; tests read links from it. */
export interface CaptureMailer extends Mailer {
  readonly messages: MailMessage[];
  /** The last message sent to `to` (case-insensitive), or undefined. */
  lastTo(to: string): MailMessage | undefined;
  /** The first http(s) URL in the last message sent to `to`. */
  lastLinkTo(to: string): string | undefined;
}

export function createCaptureMailer(): CaptureMailer {
  const messages: MailMessage[] = [];
  const lastTo = (to: string) => messages.filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);
  return {
    messages,
    async send(message) {
      messages.push(message);
    },
    lastTo,
    lastLinkTo(to) {
      return lastTo(to)?.text.match(/https?:\/\/\S+/)?.[0];
    },
  };
}
