// Outgoing mail. With SMTP_URL set it goes to that server; otherwise every message is
// written to the outbox folder (DATA_DIR/outbox) as an .eml file plus a .json summary,
// which is how a small install or a test reads what was sent.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
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
}

export function createMailer(options: {
  from: string;
  smtpUrl?: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let sequence = 0;
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const sentAt = new Date().toISOString();
      sequence += 1;
      const name = `${sentAt.replace(/[:.]/g, '-')}-${process.pid}-${sequence}`;
      const entry: OutboxEntry = { from: options.from, sentAt, ...message };
      await writeFile(join(options.outboxDir, `${name}.eml`), info.message as Buffer);
      await writeFile(join(options.outboxDir, `${name}.json`), JSON.stringify(entry, null, 2));
    },
  };
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
