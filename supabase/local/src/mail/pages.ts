// The mailbox's HTML: a list, and one message with its links and its HTML body (sandboxed).
import { escapeHtml } from '../html.ts';
import type { StoredMail } from './types.ts';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}
iframe{width:100%;min-height:20rem;border:1px solid #ddd}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}
</style></head><body>${body}</body></html>`;
}

export function listPage(messages: StoredMail[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(new Date(m.date).toLocaleString('en-GB'))}</td><td>${escapeHtml(m.to)}</td>` +
        `<td><a href="/_mail/messages/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
    )
    .join('');
  return page(
    'Local mailbox',
    `<h1>Local mailbox</h1><p>Mail the server would have sent (no SMTP_URL set). JSON: <a href="/_mail/api/messages">/_mail/api/messages</a>.</p>` +
      (messages.length === 0
        ? '<p>No messages.</p>'
        : `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`),
  );
}

export function messagePage(m: StoredMail): string {
  const links = m.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return page(
    m.subject,
    `<p><a href="/_mail">← All messages</a></p><h1>${escapeHtml(m.subject)}</h1>` +
      `<p>To ${escapeHtml(m.to)}, ${escapeHtml(new Date(m.date).toLocaleString('en-GB'))}</p>` +
      (links ? `<h2>Links</h2><ul>${links}</ul>` : '') +
      `<h2>HTML</h2><iframe sandbox title="HTML body" srcdoc="${escapeHtml(m.html)}"></iframe><h2>Text</h2><pre>${escapeHtml(m.text)}</pre>`,
  );
}
