// The reminder a month before a data consent ends: which company, when it ends, and a link to
// renew it with one press (the page asks for the press, so a mail scanner renews nothing).
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';

export function consentReminderMail(input: {
  to: string;
  fullName: string;
  companyName: string;
  expiryText: string;
  renewUrl: string;
  connectionsUrl: string;
}): MailMessage {
  const greeting = input.fullName ? `Hi ${input.fullName.split(/\s+/)[0]},` : 'Hi,';
  const lines = [
    `Your consent for ${input.companyName} to see your Talent Portal profile ends on ${input.expiryText}.`,
    `Renew it to stay connected to the ${input.companyName} Talent Community and keep hearing about their jobs. Once it ends, ${input.companyName} no longer sees your profile.`,
    'You can also renew it, or disconnect, in My Communities:',
  ];
  const text = [
    greeting,
    '',
    lines[0],
    lines[1],
    '',
    `Renew your consent: ${input.renewUrl}`,
    '',
    lines[2],
    input.connectionsUrl,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lines[0] ?? '')}</p>
<p>${escapeHtml(lines[1] ?? '')}</p>
<p><a href="${escapeHtml(input.renewUrl)}">Renew your consent</a></p>
<p>${escapeHtml(lines[2] ?? '')} <a href="${escapeHtml(input.connectionsUrl)}">My Communities</a></p>`;
  return {
    to: input.to,
    subject: `Your consent for ${input.companyName} ends on ${input.expiryText}`,
    text,
    html,
  };
}
