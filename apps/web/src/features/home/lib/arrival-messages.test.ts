import { describe, expect, it } from 'vitest';
import { defaultTalentLocalStore } from '../../../shared/local-store/talent-local-store';
import { buildArrivalMessage } from '../test-support';
import { dismissalPatch, visibleArrivalBanners } from './arrival-messages';

const on = { jobMatchingEnabled: true };
const invitations = buildArrivalMessage({
  connections: [
    { id: '0001', companyName: 'Acme' },
    { id: '0002', companyName: 'Globex' },
    { id: '0010', companyName: 'Initech' },
  ],
});

describe('arrival messages', () => {
  it('greets only new sign-ups, until the welcome is dismissed', () => {
    const store = defaultTalentLocalStore;
    expect(visibleArrivalBanners(buildArrivalMessage(), store, on)).toEqual([]);
    const newSignup = buildArrivalMessage({ isNewSignup: true });
    expect(visibleArrivalBanners(newSignup, store, on).map((b) => b.kind)).toEqual(['welcome']);
    const dismissed = { ...store, hasDismissedWelcomeMessage: true };
    expect(visibleArrivalBanners(newSignup, dismissed, on)).toEqual([]);
  });

  it('hides connection messages up to the last dismissed id, comparing ids as strings', () => {
    const store = { ...defaultTalentLocalStore, lastDismissedConnectionMessageId: '0002' };
    const shown = visibleArrivalBanners(invitations, store, on);
    expect(shown.map((b) => b.key)).toEqual(['connection-0010']);
  });

  it('remembers the newest shown invitation when any one is dismissed', () => {
    const store = defaultTalentLocalStore;
    const shown = visibleArrivalBanners(invitations, store, on);
    const first = shown[0];
    if (!first) throw new Error('no banner');
    expect(dismissalPatch(first, shown, store)).toEqual({
      lastDismissedConnectionMessageId: '0010',
    });
  });

  it('dismisses job application messages one id at a time', () => {
    const message = buildArrivalMessage({
      jobs: [
        { id: 'a1', roleName: 'Nurse', companyName: 'Acme' },
        { id: 'a2', roleName: 'Chef', companyName: 'Globex' },
      ],
    });
    const store = {
      ...defaultTalentLocalStore,
      dismissedJobApplicationMessageIds: { a1: true as const },
    };
    const shown = visibleArrivalBanners(message, store, on);
    expect(shown.map((b) => b.key)).toEqual(['job-a2']);
    const [job] = shown;
    if (!job) throw new Error('no banner');
    expect(dismissalPatch(job, shown, store)).toEqual({
      dismissedJobApplicationMessageIds: { a1: true, a2: true },
    });
  });

  it('shows the job-matching message only where job matching is on and not dismissed', () => {
    const message = buildArrivalMessage({
      jobMatching: { companyName: 'Acme', companyLogoUrl: null },
    });
    const store = defaultTalentLocalStore;
    expect(visibleArrivalBanners(message, store, on).map((b) => b.kind)).toEqual(['jobMatching']);
    expect(visibleArrivalBanners(message, store, { jobMatchingEnabled: false })).toEqual([]);
    const dismissed = { ...store, hasDismissedNewJobMatchingUserMessage: true };
    expect(visibleArrivalBanners(message, dismissed, on)).toEqual([]);
  });
});
