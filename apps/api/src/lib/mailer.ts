// Outgoing mail. With SMTP_URL set it goes to that server; otherwise every message is
// written to the outbox folder (DATA_DIR/outbox) as an .eml file plus a .json summary,
// which is how a small install or a test reads what was sent.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, say). */
  headers?: Record<string, string>;
}

export interface OutboxEntry extends MailMessage {
  from: string;
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Removes the kept copies of mail to an address (a closed account's); SMTP keeps none. */
  forget?(address: string): Promise<void>;
}

// Quoted-printable for every text part: our mails are mostly Latin text, and naming it spares
// the mail library counting each part's characters to choose (a large share of a digest's cost).
const TEXT_ENCODING = 'quoted-printable';

export function createMailer(options: {
  from: string;
  smtpUrl?: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, textEncoding: TEXT_ENCODING, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let sequence = 0;
  return {
    send: async (message) => {
      const info = await transport.sendMail({
        from: options.from,
        textEncoding: TEXT_ENCODING,
        ...message,
      });
      await mkdir(options.outboxDir, { recursive: true });
      const sentAt = new Date().toISOString();
      sequence += 1;
      const name = `${sentAt.replace(/[:.]/g, '-')}-${process.pid}-${sequence}`;
      const entry: OutboxEntry = { from: options.from, sentAt, ...message };
      await Promise.all([
        writeFile(join(options.outboxDir, `${name}.eml`), info.message as Buffer),
        writeFile(join(options.outboxDir, `${name}.json`), JSON.stringify(entry, null, 2)),
      ]);
    },
    forget: (address) => forgetOutbox(options.outboxDir, address),
  };
}

/** Deletes the outbox's messages (.json and .eml) to `address`. */
async function forgetOutbox(outboxDir: string, address: string): Promise<void> {
  const wanted = address.trim().toLowerCase();
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const path = join(outboxDir, name);
    let entry: Partial<OutboxEntry> = {};
    try {
      entry = JSON.parse(await readFile(path, 'utf8')) as Partial<OutboxEntry>;
    } catch {
      continue; // being written by another process, or not ours
    }
    if (entry.to?.trim().toLowerCase() !== wanted) continue;
    await rm(path, { force: true });
    await rm(path.replace(/\.json$/, '.eml'), { force: true });
  }
}

/** The messages in an outbox folder, oldest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .map(async (n) => JSON.parse(await readFile(join(outboxDir, n), 'utf8')) as OutboxEntry),
  );
  return entries;
}
