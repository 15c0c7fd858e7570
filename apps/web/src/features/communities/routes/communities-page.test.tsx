// Find Communities (spec 3 sections 2, 4, 5, 8 and 9): the filters in the URL, the grid, the
// pagination and its clamping, the empty and error states, and joining a community.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import {
  buildCommunity,
  communitiesAnswer,
  communitiesCalls,
  mockCommunitiesApi,
} from '../test-support';

const PAGE = '/talent/communities';
const cards = () => screen.findAllByRole('article');
const pages = () => screen.getByRole('navigation', { name: 'Talent community pages' });

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('find communities: the search', { timeout: 20_000 }, () => {
  it("searches the talent's default country in all industries, 16 a page, and says how many", async () => {
    const api = mockCommunitiesApi({ 'GET /api/talentapi/communities': communitiesAnswer(40) });
    renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Communities' }),
    ).toBeVisible();
    expect(await cards()).toHaveLength(16);
    expect(screen.getByRole('status')).toHaveTextContent('40 communities');
    expect(screen.getByRole('search', { name: 'Search talent communities' })).toBeVisible();
    expect(communitiesCalls(api)).toEqual([
      { countryId: 'AU', filters: '', text: '', page: '1', pageSize: '16' },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Australia'),
    );
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('All Industries');
  });

  it('lists the countries that have communities and puts All Industries first', async () => {
    mockCommunitiesApi();
    renderApp(PAGE);
    await cards();

    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    const countries = await screen.findAllByRole('option');
    expect(countries.map((option) => option.textContent)).toEqual(['Australia', 'New Zealand']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('combobox', { name: 'Industry' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    const industries = screen.getAllByRole('option');
    expect(industries.map((option) => option.textContent)).toEqual([
      'All Industries',
      'Healthcare',
      'Information Technology',
    ]);
  });

  it('searches the filters in the URL, so a search can be reloaded and shared', async () => {
    const api = mockCommunitiesApi({ 'GET /api/talentapi/communities': communitiesAnswer(40) });
    renderApp(`${PAGE}?country=NZ&industry=health&text=nurse&page=2`);

    expect(await cards()).toHaveLength(16);
    expect(communitiesCalls(api)).toEqual([
      { countryId: 'NZ', filters: 'health', text: 'nurse', page: '2', pageSize: '16' },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('nurse');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('New Zealand'),
    );
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('Healthcare');
    expect(within(pages()).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('goes back to page 1 for a new industry or country', async () => {
    const api = mockCommunitiesApi({ 'GET /api/talentapi/communities': communitiesAnswer(40) });
    const { router } = renderApp(`${PAGE}?page=3`);
    await cards();

    await choose('Industry', 'Healthcare');
    await waitFor(() => expect(currentUrl(router)).toBe(`${PAGE}?industry=health`));
    await waitFor(() =>
      expect(communitiesCalls(api).at(-1)).toMatchObject({ filters: 'health', page: '1' }),
    );

    await userEvent.click(await screen.findByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`${PAGE}?industry=health&page=2`));
    await choose('Country', 'New Zealand');
    await waitFor(() => expect(currentUrl(router)).toBe(`${PAGE}?country=NZ&industry=health`));
    await waitFor(() =>
      expect(communitiesCalls(api).at(-1)).toMatchObject({ countryId: 'NZ', page: '1' }),
    );
  });

  it('searches the text after a pause in typing, once, from page 1', async () => {
    const api = mockCommunitiesApi({ 'GET /api/talentapi/communities': communitiesAnswer(40) });
    const { router } = renderApp(`${PAGE}?page=2`);
    await cards();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nurse');

    await waitFor(() => expect(currentUrl(router)).toBe(`${PAGE}?text=nurse`), { timeout: 3000 });
    await waitFor(() => expect(communitiesCalls(api)).toHaveLength(2));
    expect(communitiesCalls(api)[1]).toMatchObject({ text: 'nurse', page: '1' });
  });

  it('goes back to the search before with the back button', async () => {
    const api = mockCommunitiesApi({ 'GET /api/talentapi/communities': communitiesAnswer(40) });
    const { router } = renderApp(PAGE);
    await cards();
    await choose('Industry', 'Healthcare');
    await waitFor(() => expect(currentUrl(router)).toBe(`${PAGE}?industry=health`));
    const before = communitiesCalls(api).length;

    await router.navigate(-1);

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('All Industries'),
    );
    expect(currentUrl(router)).toBe(PAGE);
    // The search before is shown again: its answer is still in the cache (or asked again), and
    // nothing asks for the later one any more.
    expect(communitiesCalls(api)[0]).toMatchObject({ filters: '' });
    expect(
      communitiesCalls(api)
        .slice(before)
        .every((call) => call.filters === ''),
    ).toBe(true);
  });
});

describe('find communities: the cards', { timeout: 20_000 }, () => {
  it('shows the name, company, industry and role types, and Connect or Connected', async () => {
    mockCommunitiesApi({
      'GET /api/talentapi/communities': {
        body: {
          count: 2,
          talentCommunities: [
            buildCommunity(1, {
              name: 'Tasman Engineering',
              companyName: 'Tasman Digital',
              backgroundUrl: '/files/tasman-bg.jpg',
              logoUrl: '/files/tasman-logo.png',
            }),
            buildCommunity(2, {
              name: 'Harbour Health Careers',
              companyName: 'Harbour Health',
              industry: 'Healthcare',
              roleTypes: 'Nursing, Allied health',
              isConnected: true,
            }),
          ],
        },
      },
    });
    const { container } = renderApp(PAGE);

    const tasman = await screen.findByRole('article', { name: 'Tasman Engineering' });
    expect(within(tasman).getByRole('heading', { name: 'Tasman Engineering' })).toBeVisible();
    expect(within(tasman).getByText('Tasman Digital')).toBeVisible();
    expect(within(tasman).getByText('Information Technology')).toBeVisible();
    expect(
      within(tasman).getByRole('button', { name: 'Connect to Tasman Engineering' }),
    ).toBeEnabled();
    const images = Array.from(tasman.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(images).toEqual(['/files/tasman-bg.jpg', '/files/tasman-logo.png']);

    const harbour = screen.getByRole('article', { name: 'Harbour Health Careers' });
    expect(within(harbour).getByText('Nursing, Allied health')).toBeVisible();
    expect(within(harbour).getByText('Connected')).toBeVisible();
    expect(within(harbour).queryByRole('button')).not.toBeInTheDocument();
    // No logo: the company's initials, hidden from screen readers.
    const initials = within(harbour).getByText('HH');
    expect(initials).toHaveAttribute('aria-hidden', 'true');
    expect(harbour.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('ul[aria-label="Talent communities"] > li')).toHaveLength(2);
  });
});

describe('find communities: pagination', { timeout: 20_000 }, () => {
  it('links each page, marks the current one and moves on with next', async () => {
    const api = mockCommunitiesApi({ 'GET /api/talentapi/communities': communitiesAnswer(40) });
    const { router } = renderApp(PAGE);
    await cards();

    const nav = pages();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '']);
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).queryByRole('link', { name: /10 pages/ })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: 'Next page' }));

    await waitFor(() => expect(currentUrl(router)).toBe(`${PAGE}?page=2`));
    await waitFor(() =>
      expect(within(pages()).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(await screen.findByRole('article', { name: 'Community 17' })).toBeVisible();
    expect(communitiesCalls(api).at(-1)).toMatchObject({ page: '2' });
  });

  it('shows at most 5 page links, and jumps 10 pages either way', async () => {
    mockCommunitiesApi({ 'GET /api/talentapi/communities': communitiesAnswer(25 * 16) });
    renderApp(`${PAGE}?industry=it&page=7`);
    await cards();

    const nav = pages();
    const numbers = within(nav)
      .getAllByRole('link', { name: /^Page / })
      .map((link) => link.textContent);
    expect(numbers).toEqual(['5', '6', '7', '8', '9']);
    expect(within(nav).getByRole('link', { name: 'Back 10 pages' })).toHaveAttribute(
      'href',
      `${PAGE}?industry=it`,
    );
    expect(within(nav).getByRole('link', { name: 'Forward 10 pages' })).toHaveAttribute(
      'href',
      `${PAGE}?industry=it&page=17`,
    );
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      `${PAGE}?industry=it&page=6`,
    );
  });

  it('shows the last page for a page beyond the end', async () => {
    const api = mockCommunitiesApi({ 'GET /api/talentapi/communities': communitiesAnswer(40) });
    const { router } = renderApp(`${PAGE}?page=9`);

    expect(await screen.findByRole('article', { name: 'Community 33' })).toBeVisible();
    expect(await cards()).toHaveLength(8);
    expect(currentUrl(router)).toBe(`${PAGE}?page=3`);
    expect(within(pages()).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages()).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(communitiesCalls(api).map((call) => call.page)).toEqual(['9', '3']);
    expect(screen.queryByText('No Talent Communities found')).not.toBeInTheDocument();
  });

  it('has no pagination for a single page', async () => {
    mockCommunitiesApi({ 'GET /api/talentapi/communities': communitiesAnswer(16) });
    renderApp(PAGE);
    expect(await cards()).toHaveLength(16);
    expect(screen.queryByRole('navigation', { name: 'Talent community pages' })).toBeNull();
  });
});

describe('find communities: loading, empty and failed', { timeout: 20_000 }, () => {
  it('says it is loading until the communities arrive', async () => {
    let answer: (() => void) | undefined;
    mockCommunitiesApi({
      'GET /api/talentapi/communities': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { count: 1, talentCommunities: [buildCommunity(1)] } });
        }),
    });
    renderApp(PAGE);

    expect(await screen.findByText('Loading talent communities…')).toBeInTheDocument();
    expect(screen.getByTestId('communities-skeleton')).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();

    expect(await screen.findByRole('article', { name: 'Community 1' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 community');
  });

  it("says 'No Talent Communities found', with a way to clear the filters", async () => {
    const api = mockCommunitiesApi({
      'GET /api/talentapi/communities': (request) =>
        communitiesAnswer(request.url.searchParams.get('text') ? 0 : 3)(request),
    });
    const { router } = renderApp(`${PAGE}?industry=health&text=zebra`);

    expect(
      await screen.findByRole('heading', { name: 'No Talent Communities found' }),
    ).toBeVisible();
    expect(
      screen.getByText('Try another country or industry, or clear your search.'),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('0 communities');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(currentUrl(router)).toBe(PAGE));
    expect(await cards()).toHaveLength(3);
    expect(communitiesCalls(api).at(-1)).toMatchObject({ filters: '', text: '' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('has nothing to clear when no filter is set', async () => {
    mockCommunitiesApi({ 'GET /api/talentapi/communities': communitiesAnswer(0) });
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'No Talent Communities found' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it("shows the server's message in a toast and in the page, with a retry", async () => {
    let fail = true;
    mockCommunitiesApi({
      'GET /api/talentapi/communities': (request) =>
        fail
          ? { status: 400, body: { message: 'The country is not supported', code: 'BAD_REQUEST' } }
          : communitiesAnswer(2)(request),
    });
    renderApp(PAGE);

    expect(await screen.findByText("We couldn't load the talent communities.")).toBeVisible();
    expect(await screen.findAllByText('The country is not supported')).toHaveLength(2);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await cards()).toHaveLength(2);
  });

  it("searches the installation's home country when the default location fails", async () => {
    const api = mockCommunitiesApi({
      'GET /api/talentapi/default-location': { status: 400, body: { message: 'No', code: 'X' } },
    });
    renderApp(PAGE);
    await cards();
    expect(communitiesCalls(api)[0]).toMatchObject({ countryId: 'AU' });
  });
});

describe('find communities: joining a community', { timeout: 20_000 }, () => {
  const CONNECT = 'POST /api/talentapi/communities/community-1/connect';

  it('asks first, and does nothing on Cancel', async () => {
    const api = mockCommunitiesApi();
    renderApp(PAGE);
    const card = await screen.findByRole('article', { name: 'Community 1' });

    await userEvent.click(within(card).getByRole('button', { name: 'Connect to Community 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Company 1 Talent Community' });
    expect(
      within(dialog).getByText('Company 1 will see the profile you share with your connections.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'Your consent to share your profile with Company 1 lasts until you renew or withdraw it under My Communities.',
      ),
    ).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, CONNECT)).toHaveLength(0);
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Connect to Community 1' })).toHaveFocus(),
    );
  });

  it('connects, shows Connected and a toast, and refreshes My Communities and Find Jobs', async () => {
    // As the server does: once joined, the community lists as connected.
    const joined = new Set<number>();
    const api = mockCommunitiesApi({
      [CONNECT]: () => {
        joined.add(1);
        return { body: { id: 'connection-1' } };
      },
      'GET /api/talentapi/communities': communitiesAnswer(3, (n) =>
        buildCommunity(n, { isConnected: joined.has(n) }),
      ),
    });
    const { queryClient } = renderApp(PAGE);
    const card = await screen.findByRole('article', { name: 'Community 1' });
    // What the other pages have cached.
    queryClient.setQueryData(['connections'], { connections: [] });
    queryClient.setQueryData(['job-listing', 'search-filters'], { talentCommunities: [] });
    queryClient.setQueryData(['job-search', 'results', {}], { pages: [] });

    await userEvent.click(within(card).getByRole('button', { name: 'Connect to Community 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Company 1 Talent Community' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));

    expect(await screen.findByText('You joined the Company 1 Talent Community.')).toBeVisible();
    expect(within(card).getByText('Connected')).toBeVisible();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The Connect button is gone: focus lands on the tick that replaced it.
    await waitFor(() => expect(within(card).getByText('Connected').parentElement).toHaveFocus());
    expect(callsTo(api, CONNECT)).toHaveLength(1);
    expect(callsTo(api, CONNECT)[0]?.body).toBeUndefined();
    for (const queryKey of [
      ['connections'],
      ['job-listing', 'search-filters'],
      ['job-search', 'results', {}],
    ])
      expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
    // The other cards are as they were.
    expect(
      within(screen.getByRole('article', { name: 'Community 2' })).getByRole('button', {
        name: 'Connect to Community 2',
      }),
    ).toBeVisible();
  });

  it("shows the server's message when the community is gone", async () => {
    mockCommunitiesApi({
      [CONNECT]: {
        status: 404,
        body: { message: 'Talent community not found', code: 'NOT_FOUND' },
      },
    });
    renderApp(PAGE);
    const card = await screen.findByRole('article', { name: 'Community 1' });

    await userEvent.click(within(card).getByRole('button', { name: 'Connect to Community 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Company 1 Talent Community' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));

    expect(await screen.findByText('Talent community not found')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Connect to Community 1' })).toBeVisible();
    expect(within(card).queryByText('Connected')).not.toBeInTheDocument();
  });
});
