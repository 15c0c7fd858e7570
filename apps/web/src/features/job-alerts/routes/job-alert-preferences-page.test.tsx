import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAppConfig } from '../../../test/fixtures';
import { callsTo, type MockRequest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildFilters, buildPlace } from '../../job-search/test-support';
import {
  buildAlertPreferences,
  GET_FILTERS,
  GET_PREFERENCES,
  mockJobAlertsApi,
  SAVE_PREFERENCES,
} from '../test-support';

// The page waits on the config, the session, the preferences and the filters.
configure({ asyncUtilTimeout: 5000 });

const PENRITH = buildPlace({
  id: '2153391',
  name: 'Penrith',
  label: 'Penrith, NSW, Australia',
  latitude: -33.75,
  longitude: 150.69,
});

/** Parramatta for "parra…", Penrith for "pen…". */
function places(request: MockRequest) {
  const term = (request.url.searchParams.get('term') ?? '').toLowerCase();
  if (term.startsWith('parra')) return { body: [buildPlace()] };
  if (term.startsWith('pen')) return { body: [PENRITH] };
  return { body: [] };
}

const roles = () => screen.getByRole('textbox', { name: /^Roles/ });
const save = () => screen.getByRole('button', { name: 'Save' });
const distance = () => screen.queryByRole('combobox', { name: 'Distance' });
const enableAlerts = () => screen.getByRole('switch', { name: /^Enable alerts/ });

async function openPage() {
  const view = renderApp('/talent/job-alerts/preferences');
  await screen.findByRole('heading', { level: 1, name: 'Job Alert Preferences' });
  await waitFor(() => expect(roles()).toBeEnabled());
  return view;
}

async function choosePlace(term: string, label: string) {
  const user = userEvent.setup();
  const box = screen.getByRole('textbox', { name: 'Location' });
  await user.clear(box);
  await user.type(box, term);
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('Job Alert Preferences page: the form', { timeout: 30_000 }, () => {
  it('shows the defaults when nothing was saved: alerts off, no frequency, the distance', async () => {
    mockJobAlertsApi();
    await openPage();

    expect(roles()).toHaveValue('');
    expect(enableAlerts()).not.toBeChecked();
    expect(screen.queryByRole('radiogroup', { name: 'Frequency' })).not.toBeInTheDocument();
    expect(distance()).toHaveValue('50 km');
    expect(screen.getByRole('group', { name: /^Work types/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Work options/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View matching jobs' })).toHaveAttribute(
      'href',
      '/talent/job-alerts/results',
    );
    expect(screen.queryByText('You are not connected to any talent communities')).toBeNull();
  });

  it("does not submit without Roles: 'Roles are required', tied to the field and focused", async () => {
    const api = mockJobAlertsApi();
    await openPage();

    await userEvent.click(save());

    const message = await screen.findByText('Roles are required');
    expect(roles()).toHaveAttribute('aria-invalid', 'true');
    expect(roles().getAttribute('aria-describedby')).toContain(message.id);
    expect(roles()).toHaveFocus();
    expect(callsTo(api, SAVE_PREFERENCES)).toHaveLength(0);
  });

  it('shows the frequency only while alerts are enabled, and sends it only then', async () => {
    const api = mockJobAlertsApi();
    await openPage();
    const user = userEvent.setup();
    await user.type(roles(), 'Registered Nurse');

    await user.click(enableAlerts());
    const frequency = screen.getByRole('radiogroup', { name: 'Frequency' });
    expect(within(frequency).getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await user.click(within(frequency).getByRole('radio', { name: 'Monthly' }));
    await user.click(save());

    await waitFor(() => expect(callsTo(api, SAVE_PREFERENCES)).toHaveLength(1));
    expect(callsTo(api, SAVE_PREFERENCES)[0]?.body).toMatchObject({
      keywords: 'Registered Nurse',
      enableAlerts: true,
      frequency: 30,
    });

    await user.click(enableAlerts());
    expect(screen.queryByRole('radiogroup', { name: 'Frequency' })).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(callsTo(api, SAVE_PREFERENCES)).toHaveLength(2));
    expect(callsTo(api, SAVE_PREFERENCES)[1]?.body).not.toHaveProperty('frequency');
  });

  it("sends the default radius without a location, and the browser's time zone", async () => {
    const api = mockJobAlertsApi();
    await openPage();
    await userEvent.type(roles(), 'Nurse');
    await userEvent.click(save());

    await waitFor(() => expect(callsTo(api, SAVE_PREFERENCES)).toHaveLength(1));
    expect(callsTo(api, SAVE_PREFERENCES)[0]?.body).toEqual({
      keywords: 'Nurse',
      talentCommunities: [],
      location: null,
      locationBounds: null,
      locationRadius: 50,
      workTypes: [],
      flexibleWorkOptions: [],
      enableAlerts: false,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('takes the imperial default radius when the app uses imperial units', async () => {
    const api = mockJobAlertsApi({
      'GET /api/talentapi/app-config': { body: buildAppConfig({ useImperialUnits: true }) },
    });
    await openPage();
    expect(distance()).toHaveValue('30 miles');
    await userEvent.type(roles(), 'Nurse');
    await userEvent.click(save());

    await waitFor(() => expect(callsTo(api, SAVE_PREFERENCES)).toHaveLength(1));
    expect(callsTo(api, SAVE_PREFERENCES)[0]?.body).toMatchObject({ locationRadius: 48.27 });
  });

  it('starts from the saved preferences and resets the distance when the location changes', async () => {
    const api = mockJobAlertsApi({
      [GET_PREFERENCES]: { body: buildAlertPreferences() },
      'GET /api/talentapi/places': places,
    });
    await openPage();
    expect(roles()).toHaveValue('Data Analyst');
    expect(enableAlerts()).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Full time' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
    expect(distance()).toHaveValue('20 km');

    await choosePlace('pen', 'Penrith, NSW, Australia');

    expect(distance()).toHaveValue('50 km');
    await userEvent.click(save());
    await waitFor(() => expect(callsTo(api, SAVE_PREFERENCES)).toHaveLength(1));
    expect(callsTo(api, SAVE_PREFERENCES)[0]?.body).toMatchObject({
      keywords: 'Data Analyst',
      talentCommunities: ['scl'],
      location: { address: 'Penrith, NSW, Australia', suburb: 'Penrith', country: 'AU' },
      locationRadius: 50,
      workTypes: [1],
      flexibleWorkOptions: [2, 3],
      enableAlerts: true,
      frequency: 1,
    });
  });

  it('does not submit a typed location that matched no place, and focuses it', async () => {
    const api = mockJobAlertsApi({ 'GET /api/talentapi/places': places });
    await openPage();
    const user = userEvent.setup();
    await user.type(roles(), 'Nurse');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Atlantis');
    await user.tab();
    expect(await screen.findByText('Location not found')).toBeInTheDocument();
    expect(distance()).not.toBeInTheDocument();

    await user.click(save());

    expect(
      await screen.findByText('Choose a suburb, town or city from the suggestions.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveFocus();
    expect(callsTo(api, SAVE_PREFERENCES)).toHaveLength(0);
  });

  it('hides the distance for a location that is not a suburb, and does not send it', async () => {
    const api = mockJobAlertsApi({
      [GET_PREFERENCES]: {
        body: buildAlertPreferences({
          location: {
            address: 'New South Wales, Australia',
            country: 'AU',
            suburb: null,
            latitude: -32,
            longitude: 147,
          },
          locationRadius: null,
        }),
      },
    });
    await openPage();

    expect(distance()).not.toBeInTheDocument();
    await userEvent.click(save());
    await waitFor(() => expect(callsTo(api, SAVE_PREFERENCES)).toHaveLength(1));
    expect(callsTo(api, SAVE_PREFERENCES)[0]?.body).not.toHaveProperty('locationRadius');
  });
});

describe('Job Alert Preferences page: phases', { timeout: 30_000 }, () => {
  it('announces a successful save', async () => {
    mockJobAlertsApi();
    await openPage();
    await userEvent.type(roles(), 'Nurse');
    await userEvent.click(save());

    const notice = await screen.findByText('Your job alert preferences have been saved.');
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  });

  it("shows the server's message when the save fails", async () => {
    mockJobAlertsApi({
      [SAVE_PREFERENCES]: {
        status: 400,
        body: { message: 'Roles cannot be greater than 500 characters', code: 'BAD_REQUEST' },
      },
    });
    await openPage();
    await userEvent.type(roles(), 'Nurse');
    await userEvent.click(save());

    const alert = await screen.findByRole('alert', {
      name: "We couldn't save your job alert preferences.",
    });
    expect(alert).toHaveTextContent('Roles cannot be greater than 500 characters');
    expect(screen.queryByText('Your job alert preferences have been saved.')).toBeNull();
  });

  it('disables the form when the preferences fail to load, until a retry loads them', async () => {
    let fail = true;
    mockJobAlertsApi({
      [GET_PREFERENCES]: () =>
        fail
          ? { status: 500, body: { message: 'The server is resting', code: 'INTERNAL' } }
          : { body: buildAlertPreferences() },
    });
    renderApp('/talent/job-alerts/preferences');

    expect(
      await screen.findByText("We couldn't load your job alert preferences."),
    ).toBeInTheDocument();
    expect(screen.getAllByText('The server is resting').length).toBeGreaterThan(0);
    expect(roles()).toBeDisabled();
    expect(save()).toBeDisabled();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(roles()).toBeEnabled());
    expect(roles()).toHaveValue('Data Analyst');
    expect(screen.queryByText("We couldn't load your job alert preferences.")).toBeNull();
  });

  it('shows a loader while the preferences load', async () => {
    mockJobAlertsApi({ [GET_PREFERENCES]: () => new Promise(() => {}) });
    renderApp('/talent/job-alerts/preferences');

    expect(
      await screen.findByRole('status', { name: 'Loading your job alert preferences…' }),
    ).toBeInTheDocument();
  });

  it('shows the yellow notice, with the way to Find Communities, without talent communities', async () => {
    mockJobAlertsApi({ [GET_FILTERS]: { body: buildFilters({ talentCommunities: [] }) } });
    await openPage();

    const notice = screen.getByRole('alert', {
      name: 'You are not connected to any talent communities',
    });
    expect(within(notice).getByRole('link', { name: 'Find Communities' })).toHaveAttribute(
      'href',
      '/talent/communities',
    );
  });
});
