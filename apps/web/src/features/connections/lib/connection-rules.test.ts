// The row's rules (spec 3 sections 2 and 4): actions by status, the status tag's colour, when
// Renew consent shows.
import { describe, expect, it } from 'vitest';
import { buildConnection } from '../test-support';
import { actionsFor, canRenewConsent, statusColour } from './connection-rules';

describe('connection actions by status', () => {
  it.each([
    ['On Hold', ['reconnect']],
    ['Connected', ['disconnect']],
    ['Declined', ['accept', 'ignore']],
    ['New', ['accept', 'decline', 'ignore']],
    ['Pending', ['accept', 'decline', 'ignore']],
  ] as const)('%s offers %j', (statusName, actions) => {
    expect(actionsFor(buildConnection({ statusName }))).toEqual(actions);
  });

  it('offers no request action when the connection has no request to act on', () => {
    expect(actionsFor(buildConnection({ statusName: 'Pending', requests: [] }))).toEqual([]);
    expect(actionsFor(buildConnection({ statusName: 'On Hold', requests: [] }))).toEqual([
      'reconnect',
    ]);
  });
});

describe('status tag colour', () => {
  it('is green for Connected, yellow for New or Pending, dark for any other', () => {
    expect(statusColour('Connected')).toBe('green');
    expect(statusColour('New')).toBe('yellow');
    expect(statusColour('Pending')).toBe('yellow');
    expect(statusColour('On Hold')).toBe('dark');
    expect(statusColour('Declined')).toBe('dark');
  });
});

describe('renew consent', () => {
  it('is offered on a Connected row with a consent expiry only', () => {
    expect(canRenewConsent(buildConnection())).toBe(true);
    expect(canRenewConsent(buildConnection({ consentExpiry: null }))).toBe(false);
    expect(canRenewConsent(buildConnection({ statusName: 'On Hold' }))).toBe(false);
    expect(canRenewConsent(buildConnection({ statusName: 'Pending' }))).toBe(false);
  });
});
