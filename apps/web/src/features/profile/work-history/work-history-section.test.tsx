import type { Role } from '@talent/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, type MockHandler, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SectionModeProvider } from '../section-mode/section-mode';
import { buildRole, buildWebResume } from './test/fixtures';
import './test/stub-document-fonts';
import { WorkHistorySection } from './work-history-section';

const ROLES = 'GET /api/workerapi/webresume/roles';

function setup(roles: Role[], extra: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/workerapi/webresume': { body: buildWebResume({ roles }) },
    [ROLES]: { body: roles },
    'GET /api/form-options/dropdown/professions': {
      body: [{ label: 'Dump Truck Operator', value: 1500 }],
    },
    'GET /api/form-options/dropdown/industries': {
      body: [{ label: 'Metal Ore Mining', value: 8 }],
    },
    'POST /employerapi/specialties/suggest': { body: [] },
    ...extra,
  });
  const user = userEvent.setup();
  renderWithProviders(
    <SectionModeProvider>
      <WorkHistorySection />
    </SectionModeProvider>,
  );
  return { api, user };
}

const section = () => screen.getByRole('region', { name: 'Work history' });

describe('WorkHistorySection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each role: dates, title, organisation, classification, tags, lists, comments, primary', async () => {
    setup([
      buildRole(),
      buildRole({
        id: '22222222-2222-4222-8222-222222222222',
        roleTitle: 'Site Supervisor',
        isPrimary: false,
        isCurrent: true,
        toDate: null,
      }),
    ]);
    expect(
      await screen.findByText(
        'Give organisations an indication of your experience by including your work history.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Mar 2020 – Jun 2022')).toBeInTheDocument();
    expect(screen.getByText('Mar 2020 – Present')).toBeInTheDocument();
    expect(screen.getAllByText('Operations, Acme Mining')).toHaveLength(2);
    expect(screen.getAllByText('Metal Ore Mining · Dump Truck Operator')).toHaveLength(2);
    expect(screen.getAllByText('Perth WA, Australia')).toHaveLength(2);
    expect(screen.getAllByText('Operate trucks')).toHaveLength(2);
    expect(screen.getAllByText('Zero incidents')).toHaveLength(2);
    expect(screen.getAllByText(/Two weeks on, one off/)).toHaveLength(2);
    expect(screen.getByText('Primary role')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Make primary role: Site Supervisor' }),
    ).toBeInTheDocument();
  });

  it('Make primary role saves and reloads the roles', async () => {
    const other = buildRole({
      id: '22222222-2222-4222-8222-222222222222',
      roleTitle: 'Site Supervisor',
      isPrimary: false,
    });
    let roles = [buildRole(), other];
    const { api, user } = setup([], {
      [ROLES]: () => ({ body: roles }),
      'PUT /api/workerapi/webresume/roles/primary': () => {
        roles = [buildRole({ isPrimary: false }), { ...other, isPrimary: true }];
        return { body: roles };
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Make primary role: Site Supervisor' }),
    );
    await waitFor(() =>
      expect(callsTo(api, 'PUT /api/workerapi/webresume/roles/primary')[0]?.body).toEqual({
        id: other.id,
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Make primary role: Haul Truck Operator' }),
    ).toBeInTheDocument();
  });

  it('shows the messages only after a submit attempt, and blocks the save', async () => {
    const { api, user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Add Role' }));
    expect(screen.getByRole('heading', { name: 'Add role' })).toBeInTheDocument();
    expect(screen.queryByText('Company is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company is required')).toBeInTheDocument();
    expect(screen.getByText('Role title is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('End date is required')).toBeInTheDocument();
    expect(screen.getByText('Specialties is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'x'.repeat(151));
    expect(
      await screen.findByText('Company cannot be greater than 150 characters'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/workerapi/webresume/role')).toHaveLength(0);
  });

  it('checks the end date against the start date and comments against 10000 characters', async () => {
    const { api, user } = setup([buildRole({ fromDate: '2021-05-01', toDate: '2020-01-01' })]);
    await user.click(await screen.findByRole('button', { name: 'Edit Haul Truck Operator' }));
    const comments = screen.getByRole('textbox', { name: 'Additional role comments' });
    await user.clear(comments);
    await user.click(comments);
    await user.paste('x'.repeat(10001));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End date cannot be before start date')).toBeInTheDocument();
    expect(
      screen.getByText('Additional role comments cannot be greater than 10000 characters'),
    ).toBeInTheDocument();
    expect(
      callsTo(api, 'PUT /api/workerapi/webresume/role/11111111-1111-4111-8111-111111111111'),
    ).toHaveLength(0);
  });

  it("'Current role' clears the end date and shows a disabled 'Current' field; save sends no end date", async () => {
    const role = buildRole();
    let roles = [role];
    const { api, user } = setup([], {
      [ROLES]: () => ({ body: roles }),
      [`PUT /api/workerapi/webresume/role/${role.id}`]: ({ body }) => {
        roles = [{ ...role, isCurrent: true, toDate: null }];
        return { body: { ...role, ...(body as object), toDate: null } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Haul Truck Operator' }));
    expect(screen.getByRole('heading', { name: 'Edit role' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Current role' }));
    const current = screen.getByRole('textbox', { name: 'End date' });
    expect(current).toBeDisabled();
    expect(current).toHaveValue('Current');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(api, `PUT /api/workerapi/webresume/role/${role.id}`)).toHaveLength(1),
    );
    const [call] = callsTo(api, `PUT /api/workerapi/webresume/role/${role.id}`);
    expect(call?.body).toMatchObject({
      isCurrent: true,
      toDate: null,
      company: 'Acme Mining',
      responsibilitiesList: ['Operate trucks', 'Pre-start checks'],
    });
    // Back to Display with the reloaded role.
    expect(await screen.findByText('Mar 2020 – Present')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit role' })).not.toBeInTheDocument();
  });

  it('cancelling Create removes the new role', async () => {
    const { user } = setup([buildRole()]);
    await user.click(await screen.findByRole('button', { name: 'Add Role' }));
    expect(screen.getByRole('heading', { name: 'Add role' })).toBeInTheDocument();
    // While a role is being added, no other role can be edited.
    expect(screen.getByRole('button', { name: 'Edit Haul Truck Operator' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Role' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Add role' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Haul Truck Operator' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add Role' })).toBeEnabled();
  });

  it('Delete asks for confirmation: Cancel returns to Edit, Yes, Delete removes the role', async () => {
    const role = buildRole();
    let roles = [role];
    const { api, user } = setup([], {
      [ROLES]: () => ({ body: roles }),
      [`DELETE /api/workerapi/webresume/role/${role.id}`]: () => {
        roles = [];
        return { body: { ok: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Haul Truck Operator' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete role' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this role?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Edit role' })).toBeInTheDocument();
    expect(callsTo(api, `DELETE /api/workerapi/webresume/role/${role.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(screen.queryByText('Haul Truck Operator')).not.toBeInTheDocument());
    expect(callsTo(api, `DELETE /api/workerapi/webresume/role/${role.id}`)).toHaveLength(1);
    expect(within(section()).getByRole('button', { name: 'Add Role' })).toBeEnabled();
  });

  it("'Not relevant to me' saves at once and hides the roles; a failure shows a toast and reverts", async () => {
    let fail = false;
    const { api, user } = setup([buildRole()], {
      'PUT /api/workerapi/webresume/visibility/workhistory/true': () =>
        fail
          ? { status: 500, body: { message: 'Could not save. Try again.', code: 'INTERNAL' } }
          : { body: { section: 'workhistory', noWorkHistory: true } },
      'PUT /api/workerapi/webresume/visibility/workhistory/false': { body: {} },
    });
    const box = await screen.findByRole('checkbox', { name: 'Not relevant to me' });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(callsTo(api, 'PUT /api/workerapi/webresume/visibility/workhistory/true')).toHaveLength(
      1,
    );
    expect(screen.queryByText('Haul Truck Operator')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Role' })).not.toBeInTheDocument();

    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(await screen.findByText('Haul Truck Operator')).toBeInTheDocument();

    fail = true;
    await user.click(box);
    expect(await screen.findByText('Could not save. Try again.')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
    expect(screen.getByText('Haul Truck Operator')).toBeInTheDocument();
  });
});
