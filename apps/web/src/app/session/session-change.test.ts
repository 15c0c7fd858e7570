import { describe, expect, it } from 'vitest';
import { hasSessionChanged } from './session-change';

describe('session change detection', () => {
  it('is a change when the browser is now signed in as someone else', () => {
    expect(hasSessionChanged('user-1', 'user-2')).toBe(true);
  });

  it('is a change when the browser has signed out', () => {
    expect(hasSessionChanged('user-1', null)).toBe(true);
  });

  it('is no change for the same user', () => {
    expect(hasSessionChanged('user-1', 'user-1')).toBe(false);
  });

  it('is no change when the current user could not be found out', () => {
    expect(hasSessionChanged('user-1', undefined)).toBe(false);
  });

  it('is no change when this page had no user to compare with', () => {
    expect(hasSessionChanged(null, 'user-2')).toBe(false);
    expect(hasSessionChanged(undefined, 'user-2')).toBe(false);
  });
});
