import { describe, expect, it } from 'vitest';
import { advertMode, backLinkTarget, jobSearchRoute } from './back-link';

const params = (query: string) => new URLSearchParams(query);
const LISTINGS = 'https://talent.example/talent/find-jobs?keywords=react';

describe('the advert back link target', () => {
  it('goes back in the browser when asked to and there is a page to go back to', () => {
    expect(
      backLinkTarget({
        mode: 'view',
        search: params(`useBrowserBack=true&listingsReturnUrl=${encodeURIComponent(LISTINGS)}`),
        canGoBack: true,
      }),
    ).toEqual({ kind: 'browser-back', fallback: LISTINGS });
  });

  it('goes to the external listings URL when the tab has nowhere to go back to', () => {
    expect(
      backLinkTarget({
        mode: 'view',
        search: params(`useBrowserBack=true&listingsReturnUrl=${encodeURIComponent(LISTINGS)}`),
        canGoBack: false,
      }),
    ).toEqual({ kind: 'external', href: LISTINGS });
  });

  it('ignores a listings URL that is not a web address (javascript:)', () => {
    expect(
      backLinkTarget({
        mode: 'view',
        search: params('listingsReturnUrl=javascript%3Aalert(1)'),
        canGoBack: false,
      }),
    ).toEqual({ kind: 'route', to: '/find-jobs' });
  });

  it('otherwise goes to the job search route with source, seek-token and seek-prefill-id cleared', () => {
    expect(
      backLinkTarget({
        mode: 'view',
        search: params(
          'keywords=nurse&source=talent-find-jobs&seek-token=abc&seek-prefill-id=9&page=2',
        ),
        canGoBack: true,
      }),
    ).toEqual({ kind: 'route', to: '/find-jobs?keywords=nurse&page=2' });
    expect(jobSearchRoute(params('source=x'))).toBe('/find-jobs');
  });

  it.each(['invite', 'preview'] as const)('is hidden for %s', (mode) => {
    expect(backLinkTarget({ mode, search: params(''), canGoBack: true })).toEqual({
      kind: 'hidden',
    });
  });

  it('reads the mode: preview route, invite parameter, or a plain view', () => {
    expect(advertMode(params(''), true)).toBe('preview');
    expect(advertMode(params('invite=1'), false)).toBe('invite');
    expect(advertMode(params('source=x'), false)).toBe('view');
  });
});
