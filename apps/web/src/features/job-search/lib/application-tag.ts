// The application tag on a job listing card (spec 3 section 2): Application started,
// Application submitted (green), Applied (green) or Withdrawn, from the application's state.
import type { JobApplicationState } from '@talent/contract';

export type ApplicationTagKey =
  | 'jobListing.applicationStarted'
  | 'jobListing.applicationSubmitted'
  | 'jobListing.applied'
  | 'jobListing.withdrawn';

export interface ApplicationTag {
  labelKey: ApplicationTagKey;
  /** Submitted and applied are the green ones. */
  color: 'green' | 'gray';
}

/**
 * The mapping:
 * - Started -> Application started.
 * - ResubmissionRequired -> Application started: the employer handed the application back to
 *   the talent to complete again, so it is in progress with the talent, not submitted; the spec
 *   names no fifth tag, and "started" is the one that tells the talent to finish it.
 * - SubmittedAwaitingProcessing -> Application submitted (green).
 * - AllDone -> Applied (green).
 * - Withdrawn -> Withdrawn.
 */
export const APPLICATION_TAGS: Record<JobApplicationState, ApplicationTag> = {
  Started: { labelKey: 'jobListing.applicationStarted', color: 'gray' },
  ResubmissionRequired: { labelKey: 'jobListing.applicationStarted', color: 'gray' },
  SubmittedAwaitingProcessing: { labelKey: 'jobListing.applicationSubmitted', color: 'green' },
  AllDone: { labelKey: 'jobListing.applied', color: 'green' },
  Withdrawn: { labelKey: 'jobListing.withdrawn', color: 'gray' },
};

export const applicationKey = (segmentCode: string, urlCode: string) => `${segmentCode}/${urlCode}`;
