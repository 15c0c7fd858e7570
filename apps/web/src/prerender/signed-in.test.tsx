// A signed-in page drawn on the server for its first response (decision 028): home with the
// talent's data, through the same calls the app makes, and nothing for a visitor or another page;
// a visitor's advert (decision 018).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildArrivalMessage, mockHomeApi } from '../features/home/test-support';
import {
  ADVERT_PATH,
  mockCareersApi,
  SEGMENT,
  URL_CODE,
} from '../features/job-advert/test-support';
import { mockJobMatchingApi } from '../features/job-matching/test-support';
import { talentLocalStoreCookie } from '../shared/local-store/talent-local-store';
import { buildAppConfig, buildSession } from '../test/fixtures';
import { callsTo, type MockHandler } from '../test/mock-api';
import { renderSignedInPage } from './signed-in';

const SIGNED_IN: Record<string, MockHandler> = {
  'GET /api/talentapi/app-config': { body: buildAppConfig() },
  'GET /api/talentapi/session': { body: buildSession({ fullName: 'Jane Citizen' }) },
};

/** The talent's calls go to the mocked API, as the server's own routes would answer them. */
const talent = (cookie = '') => ({
  send: (path: string, init: RequestInit) => fetch(path, init),
  cookie,
});

const parse = (html: string) =>
  new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');

afterEach(() => vi.restoreAllMocks());

describe('a signed-in page drawn for its first response', () => {
  it('draws home in the shell with the talent’s data, and hands that data over', async () => {
    mockHomeApi({
      ...SIGNED_IN,
      'GET /api/talentapi/arrival-message': { body: buildArrivalMessage({ isNewSignup: true }) },
    });
    const page = await renderSignedInPage('http://talent.local/talent/home', talent());
    expect(page?.page).toBe('home');
    expect(page?.title).toBe('Home | Talent Portal');
    const doc = parse(page?.html ?? '');
    expect(doc.querySelector('h1')?.textContent).toBe('Welcome, Jane Citizen');
    expect(doc.body.textContent).toContain('Welcome to Talent Portal');
    // The shell: its navigation with the app's links under the base path.
    expect(doc.querySelector('nav a[href="/talent/profile"]')).not.toBeNull();
    // The data the app starts from: the calls the page was drawn with.
    const keys = page?.data.queries.map((query) => query.queryHash) ?? [];
    expect(keys).toEqual(expect.arrayContaining(['["session"]']));
    expect(keys.some((key) => key.includes('dashboard'))).toBe(true);
  });

  it('leaves out a message the talent dismissed on this device (the store’s cookie)', async () => {
    mockHomeApi({
      ...SIGNED_IN,
      'GET /api/talentapi/arrival-message': { body: buildArrivalMessage({ isNewSignup: true }) },
    });
    const cookie = `${talentLocalStoreCookie('talent-1')}=${encodeURIComponent(
      JSON.stringify({ hasDismissedWelcomeMessage: true }),
    )}`;
    const page = await renderSignedInPage(
      'http://talent.local/talent/home',
      talent(`a=b; ${cookie}`),
    );
    expect(page?.html).toBeTruthy();
    expect(parse(page?.html ?? '').body.textContent).not.toContain('Welcome to Talent Portal');
  });

  it('draws nothing for a signed-out visitor (the app sends them to sign in)', async () => {
    mockHomeApi({
      'GET /api/talentapi/app-config': { body: buildAppConfig() },
      'GET /api/talentapi/session': {
        status: 401,
        body: { message: 'Sign in', code: 'UNAUTHORIZED' },
      },
    });
    expect(await renderSignedInPage('http://talent.local/talent/home', talent())).toBeNull();
  });

  it('draws nothing when one of the page’s calls fails: the app shows that failure itself', async () => {
    mockHomeApi({
      ...SIGNED_IN,
      'GET /api/talentapi/dashboard-status': { status: 500, body: { message: 'Down' } },
    });
    expect(await renderSignedInPage('http://talent.local/talent/home', talent())).toBeNull();
  });

  it('runs no loader for a page it does not draw, nor for a dialog over home', async () => {
    const api = mockHomeApi(SIGNED_IN);
    expect(
      await renderSignedInPage('http://talent.local/talent/job-applications', talent()),
    ).toBeNull();
    expect(
      await renderSignedInPage('http://talent.local/talent/home/edit-avatar', talent()),
    ).toBeNull();
    expect(callsTo(api, 'GET /api/talentapi/session')).toHaveLength(0);
  });

  it('makes each page with its own talent’s calls when two are drawn at once', async () => {
    mockHomeApi(SIGNED_IN);
    const as = (name: string) => ({
      send: async (path: string, init: RequestInit) =>
        path === '/api/talentapi/session'
          ? new Response(JSON.stringify(buildSession({ fullName: name })), {
              headers: { 'content-type': 'application/json' },
            })
          : fetch(path, init),
      cookie: '',
    });
    const [ann, ben] = await Promise.all([
      renderSignedInPage('http://talent.local/talent/home', as('Ann Lee')),
      renderSignedInPage('http://talent.local/talent/home', as('Ben Cho')),
    ]);
    expect(parse(ann?.html ?? '').querySelector('h1')?.textContent).toBe('Welcome, Ann Lee');
    expect(parse(ben?.html ?? '').querySelector('h1')?.textContent).toBe('Welcome, Ben Cho');
  });

  it('draws Find Jobs with its search bar and the results’ placeholders: the app runs the search', async () => {
    const api = mockHomeApi(SIGNED_IN);
    const page = await renderSignedInPage('http://talent.local/talent/find-jobs', talent());
    expect(page?.page).toBe('find-jobs');
    expect(page?.title).toBe('Find Jobs | Talent Portal');
    const doc = parse(page?.html ?? '');
    expect(doc.querySelector('h1')?.textContent).toBe('Find Jobs');
    expect(doc.querySelector('input[placeholder="Enter keyword, role name or ID"]')).not.toBeNull();
    expect(doc.querySelector('[aria-label="Loading jobs…"]')).not.toBeNull();
    // The server runs no search: its calls are the app's to make.
    const methods = api.mock.calls.map(([, init]) => (init?.method ?? 'GET').toUpperCase());
    expect(methods.filter((method) => method !== 'GET')).toEqual([]);
  });

  it('draws job matching’s suggestions, not with a dialog route over them', async () => {
    mockJobMatchingApi();
    const seen = `${talentLocalStoreCookie('talent-1')}=${encodeURIComponent(
      JSON.stringify({ jobMatchingWalkThroughSeenAt: '2026-11-01T00:00:00.000Z' }),
    )}`;
    const page = await renderSignedInPage('http://talent.local/talent/job-matching', talent(seen));
    expect(page?.page).toBe('job-matching');
    expect(page?.title).toBe('Job Matching | Talent Portal');
    const doc = parse(page?.html ?? '');
    expect(doc.querySelector('nav[aria-label="Job matching"]')).not.toBeNull();
    expect(doc.querySelector('[role="dialog"]')).toBeNull();
    // The first suggestions, up to date, come with the page.
    expect(doc.body.textContent).toContain('3 suggested job(s) found');
    expect(doc.querySelectorAll('article')).toHaveLength(3);
    expect(
      await renderSignedInPage('http://talent.local/talent/job-matching/walk-through', talent()),
    ).toBeNull();
  });

  it('draws the walk-through open over job matching on the talent’s first visit', async () => {
    mockJobMatchingApi();
    const page = await renderSignedInPage('http://talent.local/talent/job-matching', talent());
    const dialog = parse(page?.html ?? '').querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('How job matching works');
    expect(dialog?.textContent).toContain('Welcome to Job Matching');
  });
});

describe('a visitor’s advert drawn for its first response', () => {
  const advertUrl = `http://talent.local${ADVERT_PATH}`;

  // The auth library answers a visitor's session with null (no call that answers 401).
  const visitor = { extra: { 'GET /api/auth/get-session': { body: null } } };

  it('draws the whole advert with the data the app takes it over with', async () => {
    mockCareersApi(visitor);
    const page = await renderSignedInPage(advertUrl, talent());
    expect(page?.page).toBe('job-advert');
    const doc = parse(page?.html ?? '');
    expect(doc.querySelector('h1')?.textContent).toBe('React Developer');
    expect(doc.body.textContent).toContain('Build and ship features.');
    // The visitor's layout, with a way to sign in and come back.
    expect(doc.querySelector('a[href^="/talent/login"]')).not.toBeNull();
    // The server does not know the screen: the apply widget is in both places, the one that
    // does not apply hidden by the page's styles.
    const applyNow = [...doc.querySelectorAll('a, button')].filter(
      (control) => control.textContent === 'Apply now',
    );
    expect(applyNow).toHaveLength(2);
    const keys = page?.data.queries.map((query) => query.queryHash) ?? [];
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(['careers', 'job', 'visitor', SEGMENT, URL_CODE]),
        JSON.stringify(['careers', 'branding', SEGMENT]),
        JSON.stringify(['careers', 'attachments', 'visitor', SEGMENT, URL_CODE]),
      ]),
    );
  });

  it('leaves a signed-in talent’s advert, and one that cannot be read, to the app', async () => {
    mockCareersApi({ signedIn: true });
    expect(await renderSignedInPage(advertUrl, talent('session=abc'))).toBeNull();
    vi.restoreAllMocks();
    mockCareersApi({
      ...visitor,
      advert: { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } },
    });
    expect(await renderSignedInPage(advertUrl, talent())).toBeNull();
  });
});
