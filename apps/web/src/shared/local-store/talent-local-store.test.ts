import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieValue } from '../lib/cookies';
import {
  defaultTalentLocalStore,
  readTalentLocalStore,
  subscribeTalentLocalStore,
  talentLocalStoreCookie,
  talentLocalStoreKey,
  writeTalentLocalStore,
} from './talent-local-store';

describe('the per-talent local store', () => {
  afterEach(() => window.localStorage.clear());

  it('starts with every flag off and no dismissed messages', () => {
    expect(readTalentLocalStore('talent-1')).toEqual({
      ignoreCvImport: false,
      ignoreParsedCvMessage: false,
      hasDismissedWelcomeMessage: false,
      hasDismissedNewJobMatchingUserMessage: false,
      lastDismissedConnectionMessageId: null,
      dismissedJobApplicationMessageIds: {},
      jobMatchingWalkThroughSeenAt: null,
    });
  });

  it('is keyed by profile id: one talent’s flags are not another’s', () => {
    writeTalentLocalStore('talent-1', { ignoreCvImport: true });
    expect(readTalentLocalStore('talent-1').ignoreCvImport).toBe(true);
    expect(readTalentLocalStore('talent-2').ignoreCvImport).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(talentLocalStoreKey('talent-1')) ?? '')).toEqual({
      ...defaultTalentLocalStore,
      ignoreCvImport: true,
    });
  });

  it('merges a patch into what is stored', () => {
    writeTalentLocalStore('talent-1', { dismissedJobApplicationMessageIds: { a: true } });
    writeTalentLocalStore('talent-1', { lastDismissedConnectionMessageId: 'c-9' });
    expect(readTalentLocalStore('talent-1')).toMatchObject({
      dismissedJobApplicationMessageIds: { a: true },
      lastDismissedConnectionMessageId: 'c-9',
    });
  });

  it('falls back to defaults, field by field, for unreadable values', () => {
    window.localStorage.setItem(talentLocalStoreKey('talent-1'), '{not json');
    expect(readTalentLocalStore('talent-1')).toEqual(defaultTalentLocalStore);
    window.localStorage.setItem(
      talentLocalStoreKey('talent-1'),
      JSON.stringify({ ignoreCvImport: 'yes', ignoreParsedCvMessage: true }),
    );
    expect(readTalentLocalStore('talent-1')).toMatchObject({
      ignoreCvImport: false,
      ignoreParsedCvMessage: true,
    });
  });

  it('tells subscribers about writes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeTalentLocalStore(listener);
    writeTalentLocalStore('talent-1', { hasDismissedWelcomeMessage: true });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    writeTalentLocalStore('talent-1', { hasDismissedWelcomeMessage: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('copies each write into a cookie for the app’s pages, for the server that draws them', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeTalentLocalStore('talent-1', { hasDismissedWelcomeMessage: true });
    const written = set.mock.calls.at(-1)?.[0] ?? '';
    expect(written).toMatch(/; path=\/talent; max-age=31536000; samesite=lax$/);
    const value = cookieValue(written.split(';')[0] ?? '', talentLocalStoreCookie('talent-1'));
    expect(JSON.parse(value ?? '{}')).toMatchObject({ hasDismissedWelcomeMessage: true });
    set.mockRestore();
  });
});
