// The local mailbox: what would have been sent, kept in the data folder for the developer
// (an HTML page) and for tests (a JSON API), like the Supabase CLI's mail catcher.
import { JsonFolder, newMessageId } from './store.ts';
import type { OutgoingMail, StoredMail } from './types.ts';

const LINK = /https?:\/\/[^\s"'<>]+/g;

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function linksOf(mail: OutgoingMail): string[] {
  const found = [...(mail.text.match(LINK) ?? []), ...(decodeEntities(mail.html).match(LINK) ?? [])];
  return [...new Set(found)];
}

export class Mailbox {
  private readonly folder: JsonFolder<StoredMail>;

  constructor(dir: string) {
    this.folder = new JsonFolder<StoredMail>(dir);
  }

  async store(mail: OutgoingMail): Promise<StoredMail> {
    const id = newMessageId();
    const stored: StoredMail = { id, ...mail, date: new Date().toISOString(), links: linksOf(mail) };
    await this.folder.write(id, stored);
    return stored;
  }

  /** Newest first; `to` keeps only messages to that address (case-insensitive). */
  async list(to?: string): Promise<StoredMail[]> {
    const messages: StoredMail[] = [];
    for (const id of (await this.folder.ids()).reverse()) {
      const message = await this.folder.read(id);
      if (message && (!to || message.to.toLowerCase() === to.toLowerCase())) messages.push(message);
    }
    return messages;
  }

  get(id: string): Promise<StoredMail | null> {
    return this.folder.read(id);
  }

  remove(id: string): Promise<boolean> {
    return this.folder.remove(id);
  }

  async clear(): Promise<number> {
    const ids = await this.folder.ids();
    for (const id of ids) await this.folder.remove(id);
    return ids.length;
  }
}
