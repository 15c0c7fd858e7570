// The job alert digest mail: an HTML and a text part listing the new jobs with their advert
// links, a link to all the results, and the unsubscribe link with the one-click headers
// (RFC 8058) the big mailbox providers ask of bulk senders. Pure: addresses are passed in.

import { escapeHtml } from '../../lib/escape-html';
import type { DigestJob } from './job-alerts.repo';

export interface DigestMailInput {
  fullName: string | null;
  keywords: string;
  jobs: DigestJob[];
  /** Every new matching job: more than `jobs` when the digest lists only the newest. */
  jobCount: number;
  advertUrl: (job: DigestJob) => string;
  resultsUrl: string;
  preferencesUrl: string;
  /** The page with the Unsubscribe button (a mail scanner following it changes nothing). */
  unsubscribePageUrl: string;
  /** Where the one-click POST goes. */
  oneClickUrl: string;
}

const plural = (n: number) => (n === 1 ? '1 new job' : `${n} new jobs`);

export function digestMail(input: DigestMailInput) {
  const { jobs, jobCount } = input;
  const subject = `${plural(jobCount)} for ${input.keywords}`;
  const greeting = input.fullName ? `Hi ${input.fullName.split(/\s+/)[0]},` : 'Hi,';
  const intro = `${plural(jobCount)} matching your job alert for "${input.keywords}" ${jobCount === 1 ? 'has' : 'have'} been posted.`;
  const more = jobCount > jobs.length ? `And ${jobCount - jobs.length} more.` : null;
  const details = (job: DigestJob) =>
    [job.companyName, job.physicalLocation, job.workType].filter(Boolean).join(' · ');

  const text = [
    greeting,
    '',
    intro,
    '',
    ...jobs.flatMap((job) => [job.roleName, details(job), input.advertUrl(job), '']),
    ...(more ? [more, ''] : []),
    `See all matching jobs: ${input.resultsUrl}`,
    `Change your job alert: ${input.preferencesUrl}`,
    `Unsubscribe from job alert emails: ${input.unsubscribePageUrl}`,
    '',
  ].join('\n');

  const jobItems = jobs
    .map(
      (job) =>
        `<li style="margin:0 0 16px"><a href="${escapeHtml(input.advertUrl(job))}" style="font-weight:bold;color:#0b5c57">${escapeHtml(job.roleName)}</a><br><span style="color:#495057">${escapeHtml(details(job))}</span></li>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#212529">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul style="padding-left:20px">${jobItems}</ul>
${more ? `<p>${escapeHtml(more)}</p>` : ''}
<p><a href="${escapeHtml(input.resultsUrl)}" style="color:#0b5c57">See all matching jobs</a></p>
<p style="font-size:13px;color:#495057"><a href="${escapeHtml(input.preferencesUrl)}" style="color:#495057">Change your job alert</a> · <a href="${escapeHtml(input.unsubscribePageUrl)}" style="color:#495057">Unsubscribe from job alert emails</a></p>
</body></html>`;

  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
