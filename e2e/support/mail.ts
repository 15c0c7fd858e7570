// The mail the app sent during the run, as the local SMTP server of e2e/run.mjs received it
// (one .eml file per message in E2E_MAIL_DIR), parsed with mailparser.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

const mailDir = process.env.E2E_MAIL_DIR ?? '';

/** Waits for the first message to `to` whose subject matches, and answers it parsed. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  timeoutMs = 30_000,
): Promise<ParsedMail> {
  assert.ok(mailDir, 'E2E_MAIL_DIR is set by e2e/run.mjs');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(mailDir)).filter((n) => n.endsWith('.eml')).sort();
    for (const name of names) {
      const mail = await simpleParser(await readFile(join(mailDir, name)));
      const recipients = [mail.to].flat().flatMap((a) => a?.value ?? []);
      if (recipients.some((r) => r.address === to) && subject.test(mail.subject ?? '')) return mail;
    }
    assert.ok(Date.now() < deadline, `no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The address of the link with this text in the mail's HTML part. */
export function linkIn(mail: ParsedMail, text: string): string {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const href = new RegExp(`<a href="([^"]+)"[^>]*>${escaped}</a>`).exec(html)?.[1];
  assert.ok(href, `a link '${text}' in the mail`);
  return href.replaceAll('&amp;', '&');
}
