import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';

export function passwordResetMail(input: { to: string; name: string; url: string }): MailMessage {
  const text = [
    `Hi ${input.name},`,
    '',
    'We received a request to reset the password of your Talent Portal account.',
    'Open this link within an hour to choose a new password:',
    '',
    input.url,
    '',
    "If you didn't ask for this, you can ignore this email: your password stays as it is.",
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(input.name)},</p>
<p>We received a request to reset the password of your Talent Portal account.
Open this link within an hour to choose a new password:</p>
<p><a href="${escapeHtml(input.url)}">Reset your password</a></p>
<p>If you didn't ask for this, you can ignore this email: your password stays as it is.</p>`;
  return { to: input.to, subject: 'Reset your Talent Portal password', text, html };
}
