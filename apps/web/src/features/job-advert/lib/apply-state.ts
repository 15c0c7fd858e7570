// The apply widget's state (spec 2 section 4.1): Simple (one action), Information (a message,
// perhaps with a link), or Form (apply with the profile). Simple and Information sit inline on
// small screens; Form opens as a full-screen overlay there.
import type { CareersJobAdvert, JobApplication } from '@talent/contract';

export type ApplyState = 'Simple' | 'Information' | 'Form';

export type ApplyView =
  | { state: 'Simple'; action: 'external'; href: string }
  | { state: 'Simple'; action: 'sign-in' }
  | { state: 'Simple'; action: 'open-form' }
  | { state: 'Information'; reason: 'submitted' | 'withdrawn'; application: JobApplication }
  | { state: 'Information'; reason: 'closed' | 'preview' }
  | { state: 'Form' };

const SUBMITTED = new Set<JobApplication['state']>(['SubmittedAwaitingProcessing', 'AllDone']);

export function applyView(input: {
  job: Pick<CareersJobAdvert, 'customApplyUrl'>;
  closed: boolean;
  preview: boolean;
  signedIn: boolean;
  application: JobApplication | null;
  formOpen: boolean;
}): ApplyView {
  const { job, closed, preview, signedIn, application, formOpen } = input;
  if (preview) return { state: 'Information', reason: 'preview' };
  if (application && SUBMITTED.has(application.state))
    return { state: 'Information', reason: 'submitted', application };
  if (closed) return { state: 'Information', reason: 'closed' };
  if (job.customApplyUrl) return { state: 'Simple', action: 'external', href: job.customApplyUrl };
  if (!signedIn) return { state: 'Simple', action: 'sign-in' };
  if (formOpen) return { state: 'Form' };
  if (application?.state === 'Withdrawn')
    return { state: 'Information', reason: 'withdrawn', application };
  return { state: 'Simple', action: 'open-form' };
}

export const isInline = (state: ApplyState) => state === 'Simple' || state === 'Information';
