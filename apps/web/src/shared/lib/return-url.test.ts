import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnUrl, toRouterPath } from './return-url';

describe('returnUrl after sign-in', () => {
  it.each([
    ['/talent/find-jobs?keywords=nurse', '/talent/find-jobs?keywords=nurse'],
    ['/talent/profile#resume', '/talent/profile#resume'],
  ])('honours the app path %s', (returnUrl, expected) => {
    expect(safeReturnUrl(returnUrl)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/talent/home',
    '//evil.example/talent/home',
    '/\\evil.example/talent/home',
    '/other-app/home',
    '/talent',
    '/talent/../admin',
    'javascript:alert(1)',
    '/talent/login?returnUrl=/talent/home',
  ])('sends %s to /talent/home', (returnUrl) => {
    expect(safeReturnUrl(returnUrl)).toBe('/talent/home');
  });

  it('maps an app URL to the router path without the basename', () => {
    expect(toRouterPath('/talent/find-jobs?x=1')).toBe('/find-jobs?x=1');
  });

  it('builds the login path with the encoded returnUrl', () => {
    expect(loginPath('/talent/find-jobs?keywords=nurse')).toBe(
      '/login?returnUrl=%2Ftalent%2Ffind-jobs%3Fkeywords%3Dnurse',
    );
  });
});
