import fs from 'node:fs';
import path from 'node:path';

/** One e-mail as the local mailbox keeps it (the shape of `/_local/mail?format=json`). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  sentAt: string;
}

/**
 * The local mailbox: every e-mail the system would send. Kept in memory and, when a directory
 * is given, appended to `mail.jsonl` so it survives a restart.
 */
export class Mailbox {
  private mails: Mail[] = [];
  private readonly file: string | null;

  constructor(dir: string | null) {
    this.file = dir ? path.join(dir, 'mail.jsonl') : null;
    if (this.file && fs.existsSync(this.file)) {
      this.mails = fs.readFileSync(this.file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Mail);
    }
  }

  add(mail: Omit<Mail, 'sentAt'> & { sentAt?: string }): Mail {
    const full: Mail = { ...mail, to: mail.to.toLowerCase(), sentAt: mail.sentAt ?? new Date().toISOString() };
    this.mails.push(full);
    if (this.file) fs.appendFileSync(this.file, JSON.stringify(full) + '\n');
    return full;
  }

  /** Newest first; optionally only one recipient's. */
  list(to?: string | null): Mail[] {
    const all = to ? this.mails.filter((m) => m.to === to.toLowerCase()) : this.mails;
    return [...all].reverse();
  }
}
