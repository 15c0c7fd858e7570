// Which arrival messages home shows, and what dismissing one remembers (spec 3 section 4,
// "Dismissals"). Pure: the page reads the talent's local store and writes the patch back.
import type { ArrivalMessage } from '@talent/contract';
import type { TalentLocalStore } from '../../../shared/local-store/talent-local-store';

type DismissalFlags = Pick<
  TalentLocalStore,
  | 'hasDismissedWelcomeMessage'
  | 'hasDismissedNewJobMatchingUserMessage'
  | 'lastDismissedConnectionMessageId'
  | 'dismissedJobApplicationMessageIds'
>;

export type ArrivalBanner =
  | { kind: 'welcome'; key: string }
  | { kind: 'connection'; key: string; id: string; companyName: string }
  | { kind: 'job'; key: string; id: string; roleName: string; companyName: string }
  | { kind: 'jobMatching'; key: string; companyName: string; companyLogoUrl: string | null };

/**
 * Connection message ids sort as strings in the order the invitations arrived, so one id
 * remembers every dismissed invitation: it and all earlier ones.
 */
const isAfter = (id: string, lastDismissed: string | null) =>
  lastDismissed === null || id > lastDismissed;

export function visibleArrivalBanners(
  message: ArrivalMessage,
  store: DismissalFlags,
  options: { jobMatchingEnabled: boolean },
): ArrivalBanner[] {
  const banners: ArrivalBanner[] = [];
  if (message.isNewSignup && !store.hasDismissedWelcomeMessage) {
    banners.push({ kind: 'welcome', key: 'welcome' });
  }
  for (const connection of message.connections) {
    if (isAfter(connection.id, store.lastDismissedConnectionMessageId)) {
      banners.push({ kind: 'connection', key: `connection-${connection.id}`, ...connection });
    }
  }
  for (const job of message.jobs) {
    if (!store.dismissedJobApplicationMessageIds[job.id]) {
      banners.push({ kind: 'job', key: `job-${job.id}`, ...job });
    }
  }
  // The message links to Job Matching: not shown where the app has it turned off.
  if (
    message.jobMatching &&
    options.jobMatchingEnabled &&
    !store.hasDismissedNewJobMatchingUserMessage
  ) {
    banners.push({ kind: 'jobMatching', key: 'job-matching', ...message.jobMatching });
  }
  return banners;
}

/** What to remember when the talent dismisses `banner`, of the `shown` ones. */
export function dismissalPatch(
  banner: ArrivalBanner,
  shown: readonly ArrivalBanner[],
  store: DismissalFlags,
): Partial<DismissalFlags> {
  switch (banner.kind) {
    case 'welcome':
      return { hasDismissedWelcomeMessage: true };
    case 'jobMatching':
      return { hasDismissedNewJobMatchingUserMessage: true };
    case 'job':
      return {
        dismissedJobApplicationMessageIds: {
          ...store.dismissedJobApplicationMessageIds,
          [banner.id]: true,
        },
      };
    case 'connection': {
      // Up to the newest invitation shown: the talent has seen them all.
      const newest = shown
        .filter((b): b is Extract<ArrivalBanner, { kind: 'connection' }> => b.kind === 'connection')
        .map((b) => b.id)
        .reduce((a, b) => (b > a ? b : a), banner.id);
      return { lastDismissedConnectionMessageId: newest };
    }
  }
}
