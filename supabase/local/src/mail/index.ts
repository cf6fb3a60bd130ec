// Outgoing mail (decision 042): SMTP through a durable outbox when SMTP_URL is set; otherwise the
// local mailbox in the data folder, readable at /_mail (HTML) and /_mail/api/messages (JSON).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { sendJson } from '../http.ts';
import { Mailbox } from './mailbox.ts';
import { Outbox, type OutboxOptions } from './outbox.ts';
import { listPage, messagePage } from './pages.ts';
import type { OutgoingMail } from './types.ts';

export type { OutgoingMail, StoredMail } from './types.ts';

export const MAIL_PREFIX = '/_mail';

export interface MailOptions {
  /** `<dataDir>/mail` holds the mailbox (`inbox/`) or the SMTP outbox (`outbox/`). */
  dataDir: string;
  /** e.g. smtp://user:pass@host:587 or smtps://…; unset keeps mail in the local mailbox. */
  smtpUrl?: string;
  /** Sender address for SMTP. Default `Safari Local <noreply@localhost>`. */
  from?: string;
  retry?: Omit<OutboxOptions, 'log'>;
  log: (line: string) => void;
}

export interface MailService {
  readonly mode: 'mailbox' | 'smtp';
  /** Stores the message (mailbox) or queues it durably (SMTP); resolves once it is on disk. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * For a sender with its own durable queue (public.booking_mails): SMTP without the outbox, so
   * it resolves only once the SMTP server accepted the message and a failure reaches the caller;
   * the mailbox stores it as `send` does.
   */
  deliver(mail: OutgoingMail): Promise<void>;
  mailbox: Mailbox | null;
  outbox: Outbox | null;
  /** Serves /_mail…; answers 404 in SMTP mode (the mail left for real inboxes). */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void>;
  close(): Promise<void>;
}

/** Hands a message to the SMTP server at `smtpUrl`; resolves once that server accepted it. */
export function smtpTransport(
  smtpUrl: string,
  from: string,
): { send(mail: OutgoingMail): Promise<void>; close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transporter.close(),
  };
}

export function createMailService(options: MailOptions): MailService {
  const root = join(options.dataDir, 'mail');
  if (options.smtpUrl) {
    const smtp = smtpTransport(options.smtpUrl, options.from ?? 'Safari Local <noreply@localhost>');
    const outbox = new Outbox(join(root, 'outbox'), smtp.send, { ...options.retry, log: options.log });
    outbox.start();
    return {
      mode: 'smtp',
      mailbox: null,
      outbox,
      async send(mail) {
        await outbox.enqueue(mail);
      },
      deliver: smtp.send,
      async handle(_req, res) {
        sendJson(res, 404, { message: 'The local mailbox is off: mail goes to SMTP_URL.' });
      },
      async close() {
        await outbox.stop();
        smtp.close();
      },
    };
  }

  const mailbox = new Mailbox(join(root, 'inbox'));
  const store = async (mail: OutgoingMail) => {
    const stored = await mailbox.store(mail);
    options.log(
      `[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)} (local mailbox: /_mail/messages/${stored.id})`,
    );
  };
  return {
    mode: 'mailbox',
    mailbox,
    outbox: null,
    send: store,
    deliver: store,
    handle: (req, res, path) => serveMailbox(mailbox, req, res, path),
    async close() {},
  };
}

async function serveMailbox(
  mailbox: Mailbox,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://local');
  const method = req.method ?? 'GET';
  const html = (status: number, body: string): void => {
    res
      .writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      .end(body);
  };
  const one = /^\/api\/messages\/([^/]+)$/.exec(path);
  const view = /^\/messages\/([^/]+)$/.exec(path);

  if ((path === '/' || path === '') && method === 'GET') return html(200, listPage(await mailbox.list()));
  if (view?.[1] && method === 'GET') {
    const message = await mailbox.get(view[1]);
    return message ? html(200, messagePage(message)) : html(404, 'No such message');
  }
  if (path === '/api/messages') {
    if (method === 'GET')
      return sendJson(res, 200, await mailbox.list(url.searchParams.get('to') ?? undefined));
    if (method === 'DELETE') return sendJson(res, 200, { deleted: await mailbox.clear() });
  }
  if (one?.[1]) {
    if (method === 'GET') {
      const message = await mailbox.get(one[1]);
      return message ? sendJson(res, 200, message) : sendJson(res, 404, { message: 'No such message' });
    }
    if (method === 'DELETE') {
      return (await mailbox.remove(one[1]))
        ? sendJson(res, 200, { deleted: 1 })
        : sendJson(res, 404, { message: 'No such message' });
    }
  }
  if (method !== 'GET' && method !== 'DELETE') {
    res.writeHead(405, { Allow: 'GET, DELETE' }).end();
    return;
  }
  sendJson(res, 404, { message: 'Not found' });
}
