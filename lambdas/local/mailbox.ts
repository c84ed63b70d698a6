import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A mail the app would have sent, as `/_local/mail.json` lists it. */
export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

/** Keeps every mail the local stack sends, newest first, in a JSON file so it survives restarts. */
export class Mailbox {
  private mails: Mail[];

  constructor(private readonly file: string | null) {
    this.mails = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Mail[]) : [];
  }

  send(mail: { to: string; subject: string; text: string; html: string }): Mail {
    const stored: Mail = {
      id: randomUUID(),
      ...mail,
      links: [...new Set(mail.text.match(LINK_PATTERN) ?? [])],
      sentAt: new Date().toISOString(),
    };
    this.mails.unshift(stored);
    this.persist();
    return stored;
  }

  list(): readonly Mail[] {
    return this.mails;
  }

  private persist() {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.mails, null, 2));
  }
}
