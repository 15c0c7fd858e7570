// The mail that confirms closing an account that has no password: a link to the page that asks
// once more, so a link opened by a mail scanner closes nothing.
import { DELETE_ACCOUNT_LINK_HOURS } from '@talent/contract';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';

export function accountDeletionMail(input: { to: string; url: string }): MailMessage {
  const lines = [
    'We received a request to close your Talent Portal account.',
    `Open this link within ${DELETE_ACCOUNT_LINK_HOURS} hours and confirm to close it. Closing it deletes your profile, connections, applications, job alerts and uploaded files, and cannot be undone.`,
    "If you didn't ask for this, ignore this email: your account stays open.",
  ];
  const text = [lines[0], lines[1], '', input.url, '', lines[2]].join('\n');
  const html = `<p>${escapeHtml(lines[0] ?? '')}</p>
<p>${escapeHtml(lines[1] ?? '')}</p>
<p><a href="${escapeHtml(input.url)}">Close my account</a></p>
<p>${escapeHtml(lines[2] ?? '')}</p>`;
  return { to: input.to, subject: 'Confirm closing your Talent Portal account', text, html };
}
