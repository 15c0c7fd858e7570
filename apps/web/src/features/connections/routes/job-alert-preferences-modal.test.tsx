// Manage Internal Job Alerts (spec 3 sections 4 and 5): Roles are required, Enable alerts off by
// default, Frequency shown and sent only when alerts are enabled; loading, failed to load (the
// form disabled), busy saving and saved (the modal closes and the list is read again).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type MockHandler } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import {
  BASE,
  buildConnection,
  buildJobAlertPreferences,
  CONNECTION_ID,
  mockConnectionsApi,
} from '../test-support';

const PREFERENCES = `${BASE}/${CONNECTION_ID}/job-alert-preferences`;

function openModal(overrides: Record<string, MockHandler> = {}) {
  const api = mockConnectionsApi(
    { current: [buildConnection({ showJobAlertsConfig: true })] },
    {
      [`GET ${PREFERENCES}`]: { body: buildJobAlertPreferences() },
      [`PUT ${PREFERENCES}`]: ({ body }) => ({
        body: buildJobAlertPreferences({ ...(body as object), specified: true }),
      }),
      ...overrides,
    },
  );
  const view = renderApp(`/talent/connections/job-alert-preferences/${CONNECTION_ID}`);
  return { api, ...view };
}

const dialog = () => screen.findByRole('dialog', { name: 'Manage Internal Job Alerts' });

describe('Manage Internal Job Alerts', { timeout: 20_000 }, () => {
  it('saves roles, alerts and frequency, then closes and reloads the list', async () => {
    const { api, router } = openModal();
    const modal = await dialog();
    expect(
      await within(modal).findByText(
        'Hear about internal jobs at Tasman Health that match your roles.',
      ),
    ).toBeInTheDocument();
    // Opened plainly: no error until a submit.
    expect(within(modal).queryByText('Roles are required')).not.toBeInTheDocument();
    const alerts = within(modal).getByRole('switch', { name: 'Enable alerts' });
    expect(alerts).not.toBeChecked();
    expect(within(modal).queryByRole('combobox', { name: 'Frequency' })).not.toBeInTheDocument();

    await userEvent.type(within(modal).getByRole('textbox', { name: /Roles/ }), 'Registered Nurse');
    await userEvent.click(alerts);
    const frequency = within(modal).getByRole('combobox', { name: 'Frequency' });
    expect(
      within(frequency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Daily', 'Weekly', 'Monthly']);
    await userEvent.selectOptions(frequency, 'Monthly');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/talent/connections'));
    expect(callsTo(api, `PUT ${PREFERENCES}`)[0]?.body).toEqual({
      keywords: 'Registered Nurse',
      enableAlerts: true,
      frequency: 30,
    });
    expect(
      await screen.findByText('Your internal job alert preferences have been saved.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, `GET ${BASE}`).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends no frequency while alerts are off', async () => {
    const { api } = openModal({
      [`GET ${PREFERENCES}`]: {
        body: buildJobAlertPreferences({ keywords: 'Nurse', enableAlerts: true, frequency: 1 }),
      },
    });
    const modal = await dialog();
    const alerts = await within(modal).findByRole('switch', { name: 'Enable alerts' });
    expect(alerts).toBeChecked();
    expect(within(modal).getByRole('combobox', { name: 'Frequency' })).toHaveValue('1');
    await userEvent.click(alerts);
    expect(within(modal).queryByRole('combobox', { name: 'Frequency' })).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(api, `PUT ${PREFERENCES}`)).toHaveLength(1));
    expect(callsTo(api, `PUT ${PREFERENCES}`)[0]?.body).toEqual({
      keywords: 'Nurse',
      enableAlerts: false,
    });
  });

  it("shows 'Roles are required' on a submit without roles, and sends nothing", async () => {
    const { api } = openModal();
    const modal = await dialog();
    const roles = await within(modal).findByRole('textbox', { name: /Roles/ });
    await userEvent.type(roles, '   ');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await within(modal).findByText('Roles are required')).toBeInTheDocument();
    expect(roles).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, `PUT ${PREFERENCES}`)).toHaveLength(0);
  });

  it('disables the form with the message when the preferences fail to load', async () => {
    openModal({
      [`GET ${PREFERENCES}`]: {
        status: 404,
        body: { message: 'Connection not found', code: 'NOT_FOUND' },
      },
    });
    const modal = await dialog();
    expect(
      await within(modal).findByText("We couldn't load your job alert preferences."),
    ).toBeInTheDocument();
    expect(within(modal).getByText('Connection not found')).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: /Roles/ })).toBeDisabled();
    expect(within(modal).getByRole('switch', { name: 'Enable alerts' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it("keeps the modal open with the server's message when saving fails", async () => {
    const { router } = openModal({
      [`GET ${PREFERENCES}`]: { body: buildJobAlertPreferences({ keywords: 'Nurse' }) },
      [`PUT ${PREFERENCES}`]: {
        status: 400,
        body: { message: 'keywords: Too big', code: 'BAD_REQUEST' },
      },
    });
    const modal = await dialog();
    await within(modal).findByDisplayValue('Nurse');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('keywords: Too big')).toBeInTheDocument();
    expect(currentUrl(router)).toBe(`/talent/connections/job-alert-preferences/${CONNECTION_ID}`);
  });
});
