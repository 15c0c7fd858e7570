// My Communities (spec 3 sections 2 and 4): the rows, actions by status, the DISCONNECT rule and
// its toast, the consent renewal, the job alerts toggle's 406, and the empty, loading and failed
// states.
import type { Connection } from '@talent/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import {
  BASE,
  buildConnection,
  CONNECTION_ID,
  day,
  mockConnectionsApi,
  REQUEST_ID,
} from '../test-support';

const ID_2 = '5d3c1e7a-2b9f-4e6d-8a1c-7f0e9b2d3c04';
const REQUEST_2 = '1e8f4a6b-3c2d-4b7e-9f0a-6d5c4b3a2e05';

function open(connections: Connection[], overrides = {}) {
  const list = { current: connections };
  const api = mockConnectionsApi(list, overrides);
  return { api, list, ...renderApp('/talent/connections') };
}

/** A row, by its company (its name is the company and the community). */
const row = (company: string) => screen.findByRole('article', { name: new RegExp(`^${company} `) });

async function openActions(company: string) {
  await userEvent.click(within(await row(company)).getByRole('button', { name: /^Actions for / }));
  return screen.findByRole('menu');
}

describe('My Communities rows', { timeout: 20_000 }, () => {
  it('shows the logo, company, community, relationship, status, dates and consent', async () => {
    open([
      buildConnection(),
      buildConnection({
        id: ID_2,
        companyName: 'Harbour Freight Co',
        companyLogoSrc: null,
        companyLogoSrc2x: null,
        communityName: 'Harbour Drivers',
        statusName: 'Pending',
        relationship: 'contractor',
        initiallyConnectedAt: null,
        consentExpiry: null,
        consentExpiresHuman: null,
      }),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'My Communities' })).toBeVisible();
    const tasman = await row('Tasman Health');
    const logo = tasman.querySelector('img');
    expect(logo).toHaveAttribute('src', '/files/logos/tasman-health.png');
    expect(logo).toHaveAttribute(
      'srcset',
      '/files/logos/tasman-health.png 1x, /files/logos/tasman-health@2x.png 2x',
    );
    expect(logo).toHaveAttribute('width', '48');
    expect(within(tasman).getByText('Tasman Health Nursing')).toBeInTheDocument();
    expect(within(tasman).getByText('Connected as an employee')).toBeInTheDocument();
    expect(within(tasman).getByText('Connected')).toHaveAttribute('data-tone', 'green');
    expect(within(tasman).getByText('5 Mar 2026')).toBeInTheDocument();
    expect(
      within(tasman).getByRole('button', { name: 'Renew consent for Tasman Health Nursing' }),
    ).toBeVisible();

    const harbour = await row('Harbour Freight Co');
    const initials = within(harbour).getByText('HF');
    expect(initials).toHaveAttribute('aria-hidden', 'true');
    expect(harbour.querySelector('img')).toBeNull();
    expect(within(harbour).getByText('Invited to connect as a contractor')).toBeInTheDocument();
    expect(within(harbour).getByText('Pending')).toHaveAttribute('data-tone', 'yellow');
    expect(within(harbour).queryByText('First connected')).not.toBeInTheDocument();
    expect(
      within(harbour).queryByRole('button', { name: /Renew consent/ }),
    ).not.toBeInTheDocument();
  });

  it('says nothing of the relationship when there is none, and shows other statuses dark', async () => {
    open([buildConnection({ statusName: 'On Hold', relationship: null })]);
    const onHold = await row('Tasman Health');
    expect(within(onHold).queryByText(/as an employee|as a contractor/)).not.toBeInTheDocument();
    expect(within(onHold).getByText('On Hold')).toHaveAttribute('data-tone', 'dark');
    expect(within(onHold).queryByRole('button', { name: /Renew consent/ })).not.toBeInTheDocument();
  });

  it('marks an expired consent red with the expired tooltip, reachable by keyboard', async () => {
    open([
      buildConnection({
        consentExpiry: day('2025-01-10'),
        consentExpiresHuman: '2 months',
        consentExpiresSoon: false,
      }),
    ]);
    const chip = within(await row('Tasman Health')).getByRole('button', { name: 'Expired' });
    expect(chip).toHaveAttribute('data-tone', 'red');
    expect(chip).toHaveAccessibleDescription('Consent expired on 10 Jan 2025 (2 months ago).');

    chip.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Consent expired on 10 Jan 2025 (2 months ago).',
    );
  });

  it("marks a consent the server says expires soon 'Expiring Soon' in yellow", async () => {
    const expiry = new Date(Date.now() + 12 * 24 * 60 * 60 * 1000).toISOString();
    open([
      buildConnection({
        consentExpiry: expiry,
        consentExpiresHuman: 'in 12 days',
        consentExpiresSoon: true,
      }),
    ]);
    const chip = within(await row('Tasman Health')).getByRole('button', { name: 'Expiring Soon' });
    expect(chip).toHaveAttribute('data-tone', 'yellow');
    const date = new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(expiry));
    expect(chip).toHaveAccessibleDescription(`Consent will expire on ${date} (in 12 days).`);
  });

  it('shows the job alerts toggle only where the connection offers it', async () => {
    open([
      buildConnection({ showJobAlertsConfig: true, jobAlertsEnabled: true }),
      buildConnection({ id: ID_2, companyName: 'Harbour Freight Co' }),
    ]);
    expect(
      within(await row('Tasman Health')).getByRole('switch', {
        name: 'Job alerts for Tasman Health Nursing',
      }),
    ).toBeChecked();
    expect(within(await row('Harbour Freight Co')).queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('connection actions by status', { timeout: 20_000 }, () => {
  it.each([
    ['On Hold', ['Reconnect']],
    ['Connected', ['Disconnect']],
    ['Declined', ['Connect', 'Ignore']],
    ['New', ['Connect', 'Decline', 'Ignore']],
    ['Pending', ['Connect', 'Decline', 'Ignore']],
  ] as const)('%s offers %j', async (statusName, items) => {
    open([buildConnection({ statusName })]);
    const menu = await openActions('Tasman Health');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(items);
  });

  it.each([
    ['Connect', 'accept', { body: buildConnection({ statusName: 'Connected' }) }],
    ['Decline', 'decline', { body: buildConnection({ statusName: 'Declined' }) }],
    ['Ignore', 'ignore', () => new Response(null, { status: 204 })],
  ] as const)('%s acts on the first request and reloads the list', async (item, path, answer) => {
    const key = `POST ${BASE}/requests/${REQUEST_ID}/${path}`;
    const { api } = open(
      [buildConnection({ statusName: 'New', requests: [{ id: REQUEST_ID }, { id: REQUEST_2 }] })],
      { [key]: answer },
    );
    const menu = await openActions('Tasman Health');
    await userEvent.click(within(menu).getByRole('menuitem', { name: item }));

    await waitFor(() => expect(callsTo(api, `GET ${BASE}`)).toHaveLength(2));
    expect(callsTo(api, key)).toHaveLength(1);
    // Nothing went wrong: no toast.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reconnects an On Hold connection by its id and shows the new status', async () => {
    const key = `POST ${BASE}/${CONNECTION_ID}/reconnect`;
    const { api, list } = open([buildConnection({ statusName: 'On Hold' })], {
      [key]: () => {
        list.current = [buildConnection({ statusName: 'Connected' })];
        return { body: list.current[0] };
      },
    });
    const menu = await openActions('Tasman Health');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Reconnect' }));

    expect(await within(await row('Tasman Health')).findByText('Connected')).toBeInTheDocument();
    expect(callsTo(api, key)).toHaveLength(1);
  });

  it("shows the server's message when an action does not fit the status, and reloads", async () => {
    const { api } = open([buildConnection({ statusName: 'Pending' })], {
      [`POST ${BASE}/requests/${REQUEST_ID}/decline`]: {
        status: 409,
        body: { message: 'A connection that is Connected cannot be declined.', code: 'CONFLICT' },
      },
    });
    const menu = await openActions('Tasman Health');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Decline' }));

    expect(
      await screen.findByText('A connection that is Connected cannot be declined.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, `GET ${BASE}`)).toHaveLength(2));
  });
});

describe('disconnect', { timeout: 20_000 }, () => {
  it('goes ahead only once DISCONNECT is typed, then says so and reloads the list', async () => {
    const key = `POST ${BASE}/${CONNECTION_ID}/disconnect`;
    const { api, list, queryClient } = open([buildConnection()], {
      [key]: () => {
        list.current = [];
        return new Response(null, { status: 204 });
      },
    });
    // Find Jobs was visited: its results and searchable communities are cached.
    queryClient.setQueryData(['job-search', 'results', { keywords: '' }], { pages: [] });
    queryClient.setQueryData(['job-listing', 'search-criteria'], { searchableSegmentCodes: [] });

    const menu = await openActions('Tasman Health');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Disconnect from Tasman Health Talent Community',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Disconnect' });
    const box = within(dialog).getByRole('textbox', { name: 'Type DISCONNECT to confirm' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(confirm).toBeDisabled();
    await userEvent.type(box, 'disconnect');
    expect(confirm).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    expect(callsTo(api, key)).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, 'DISCONNECT');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(
      await screen.findByText('Successfully disconnected from Talent Community.'),
    ).toBeInTheDocument();
    expect(callsTo(api, key)).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: /Disconnect from Tasman Health/ }),
      ).not.toBeInTheDocument(),
    );
    expect(
      await within(screen.getByRole('main')).findByRole('link', { name: 'Find Communities' }),
    ).toBeInTheDocument();
    expect(
      queryClient.getQueryState(['job-search', 'results', { keywords: '' }])?.isInvalidated,
    ).toBe(true);
    expect(queryClient.getQueryState(['job-listing', 'search-criteria'])?.isInvalidated).toBe(true);
  });

  it('cancelling disconnects nothing', async () => {
    const { api } = open([buildConnection()]);
    const menu = await openActions('Tasman Health');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, `POST ${BASE}/${CONNECTION_ID}/disconnect`)).toHaveLength(0);
  });
});

describe('renew consent', { timeout: 20_000 }, () => {
  it('renews after the terms are accepted, replaces the row and shows the success modal', async () => {
    const key = `POST ${BASE}/${CONNECTION_ID}/renew-consent`;
    const { api } = open(
      [
        buildConnection({
          consentExpiry: day('2025-01-10'),
          consentExpiresHuman: '2 months',
          consentExpiresSoon: true,
        }),
      ],
      {
        [key]: {
          body: buildConnection({
            consentExpiry: day('2027-04-20'),
            consentExpiresHuman: 'in 12 months',
            consentExpiresSoon: false,
          }),
        },
      },
    );
    await userEvent.click(
      within(await row('Tasman Health')).getByRole('button', {
        name: 'Renew consent for Tasman Health Nursing',
      }),
    );
    const terms = await screen.findByRole('dialog', { name: 'Tasman Health Terms and Conditions' });
    await userEvent.click(within(terms).getByRole('button', { name: 'Renew consent' }));
    expect(
      within(terms).getByText('Please accept the terms and conditions to renew your consent'),
    ).toBeInTheDocument();
    expect(callsTo(api, key)).toHaveLength(0);

    await userEvent.click(
      within(terms).getByRole('checkbox', {
        name: 'I accept the Tasman Health Terms and Conditions',
      }),
    );
    await userEvent.click(within(terms).getByRole('button', { name: 'Renew consent' }));

    const success = await screen.findByText(
      'You have successfully renewed your data consent for Tasman Health. Your consent will expire on 20 Apr 2027.',
    );
    const dialog = success.closest('[role="dialog"]') as HTMLElement;
    expect(dialog).toHaveAccessibleName('Tasman Health Terms and Conditions');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(callsTo(api, key)).toHaveLength(1);
    const tasman = await row('Tasman Health');
    expect(within(tasman).getByText('20 Apr 2027')).toBeInTheDocument();
    expect(within(tasman).queryByText('Expired')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('job alerts toggle', { timeout: 20_000 }, () => {
  const withAlerts = (overrides: Partial<Connection> = {}) =>
    buildConnection({ showJobAlertsConfig: true, ...overrides });

  it('turns alerts on with PUT job-alerts { enabled }', async () => {
    const key = `PUT ${BASE}/${CONNECTION_ID}/job-alerts`;
    const { api, list } = open([withAlerts({ jobAlertsPreferencesSpecified: true })], {
      [key]: () => {
        list.current = [
          withAlerts({ jobAlertsPreferencesSpecified: true, jobAlertsEnabled: true }),
        ];
        return { body: list.current[0] };
      },
    });
    const toggle = within(await row('Tasman Health')).getByRole('switch', {
      name: 'Job alerts for Tasman Health Nursing',
    });
    await userEvent.click(toggle);

    await waitFor(() => expect(callsTo(api, key)).toHaveLength(1));
    expect(callsTo(api, key)[0]?.body).toEqual({ enabled: true });
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('on a 406 turns back and opens Manage Internal Job Alerts with Roles are required', async () => {
    const { router } = open([withAlerts()], {
      [`PUT ${BASE}/${CONNECTION_ID}/job-alerts`]: {
        status: 406,
        body: { message: 'Set your internal job alert preferences first.', code: 'NOT_ACCEPTABLE' },
      },
      [`GET ${BASE}/${CONNECTION_ID}/job-alert-preferences`]: {
        body: {
          companyName: 'Tasman Health',
          keywords: '',
          enableAlerts: false,
          frequency: null,
          specified: false,
        },
      },
    });
    const toggle = within(await row('Tasman Health')).getByRole('switch', {
      name: 'Job alerts for Tasman Health Nursing',
    });
    await userEvent.click(toggle);

    const dialog = await screen.findByRole('dialog', { name: 'Manage Internal Job Alerts' });
    expect(currentUrl(router)).toBe(`/talent/connections/job-alert-preferences/${CONNECTION_ID}`);
    expect(await within(dialog).findByText('Roles are required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Roles/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(toggle).not.toBeChecked();
    expect(screen.queryByText('Set your internal job alert preferences first.')).toBeNull();
  });

  it("turns back on any other failure and shows the server's message", async () => {
    const { router } = open([withAlerts({ jobAlertsEnabled: true })], {
      [`PUT ${BASE}/${CONNECTION_ID}/job-alerts`]: {
        status: 409,
        body: { message: 'This connection does not offer internal job alerts.', code: 'CONFLICT' },
      },
    });
    const toggle = within(await row('Tasman Health')).getByRole('switch', {
      name: 'Job alerts for Tasman Health Nursing',
    });
    await userEvent.click(toggle);

    expect(
      await screen.findByText('This connection does not offer internal job alerts.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(currentUrl(router)).toBe('/talent/connections');
  });
});

describe('My Communities states', { timeout: 20_000 }, () => {
  it('links to Find Communities when there are no connections', async () => {
    open([]);
    expect(
      await screen.findByText('You are not connected to any talent communities yet'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Find Communities' }),
    ).toHaveAttribute('href', '/talent/communities');
  });

  it('shows a labelled spinner while loading', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    open([], {
      [`GET ${BASE}`]: () =>
        new Promise<{ body: unknown }>((resolve) => {
          answer = resolve;
        }),
    });
    expect(
      await screen.findByRole('status', { name: 'Loading your communities…' }),
    ).toBeInTheDocument();
    answer({ body: { connections: [buildConnection()] } });
    expect(await row('Tasman Health')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your communities…' })).toBeNull();
  });

  it('says when the list fails, and tries again', async () => {
    let calls = 0;
    open([], {
      [`GET ${BASE}`]: () =>
        ++calls === 1
          ? {
              status: 403,
              body: { message: 'You cannot see these connections.', code: 'FORBIDDEN' },
            }
          : { body: { connections: [buildConnection()] } },
    });
    expect(await screen.findByText("We couldn't load your communities.")).toBeInTheDocument();
    expect(screen.getByText('You cannot see these connections.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await row('Tasman Health')).toBeInTheDocument();
  });
});
