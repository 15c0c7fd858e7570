import { GENERIC_ERROR_MESSAGE, businessCardMessages as M } from '@talent/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '../../../test/fixtures';
import { callsTo, type MockHandler, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SectionModeProvider } from '../section-mode/section-mode';
import { BusinessCardSection } from './business-card-section';
import { buildCard } from './test-support';
import '../work-history/test/stub-document-fonts';

// The card loads through the mocked API; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

const CARD = '/api/talentapi/businessCard';

function renderSection(handlers: Record<string, MockHandler> = {}, options = { hide: false }) {
  const api = mockApi({
    'GET /api/talentapi/session': {
      body: buildSession({
        candidateFeatureToggles: {
          hideLiveMarketOptionFromCandidateProfileEnabled: options.hide,
          hideOtherTalentCommunityPromptsEnabled: false,
        },
      }),
    },
    [`GET ${CARD}`]: { body: buildCard() },
    'GET /api/talentapi/reference/countries': {
      body: [
        {
          id: 'AU',
          name: 'Australia',
          iso2: 'AU',
          hasStateList: false,
          showStateFilter: false,
          distanceUnit: 'km',
          position: 1,
        },
      ],
    },
    ...handlers,
  });
  const view = renderWithProviders(
    <Suspense>
      <SectionModeProvider>
        <BusinessCardSection />
      </SectionModeProvider>
    </Suspense>,
    { url: '/profile' },
  );
  return { api, ...view };
}

// jsdom has no layout: the opened form's scroll into view is a no-op here.
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('business card display', () => {
  it('shows name, role and location joined by a bullet, bio, tags and typed links', async () => {
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Jane Citizen' })).toBeInTheDocument();
    expect(screen.getByText('Platform Engineer')).toBeInTheDocument();
    expect(screen.getByText('Surry Hills, NSW, Australia')).toBeInTheDocument();
    expect(screen.getByText('Builds reliable platforms.')).toBeInTheDocument();
    expect(screen.getByText('Kubernetes')).toBeInTheDocument();
    const linkedIn = screen.getByRole('link', { name: /LinkedIn: linkedin.com\/in\/jane/ });
    // No scheme: `//` is prepended; links open in a new tab.
    expect(linkedIn).toHaveAttribute('href', '//linkedin.com/in/jane');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Other: https:\/\/jane.dev/ })).toHaveAttribute(
      'href',
      'https://jane.dev',
    );
    // Relative to the profile route: the edit-avatar modal route.
    expect(screen.getByRole('link', { name: /Update Photo/ }).getAttribute('href')).toMatch(
      /edit-avatar$/,
    );
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
    // Its exact time, as en-AU writes it in the talent's own time zone.
    const time = screen.getByText('3 days ago').closest('time');
    const at = new Date(time?.getAttribute('datetime') ?? '');
    await waitFor(() => expect(time).toHaveAttribute('title', at.toLocaleString('en-AU')));
    expect(screen.getByRole('link', { name: 'View your profile' })).toHaveAttribute(
      'href',
      '/profile/preview/connections/abc',
    );
  });

  it('hides visibility and availability under hideLiveMarketOptionFromCandidateProfileEnabled', async () => {
    renderSection({}, { hide: true });
    await screen.findByRole('heading', { name: 'Jane Citizen' });
    expect(screen.queryByRole('radiogroup', { name: 'Profile visibility' })).toBeNull();
    expect(screen.queryByPlaceholderText('Select status')).toBeNull();
    expect(screen.getByRole('link', { name: 'View your profile' })).toBeInTheDocument();
  });
});

describe('business card edit', () => {
  async function openEdit(handlers: Record<string, MockHandler> = {}) {
    const user = userEvent.setup();
    const view = renderSection(handlers);
    await user.click(await screen.findByRole('button', { name: 'Edit business card' }));
    const form = await screen.findByRole('form', { name: 'Edit business card' });
    return { user, form, ...view };
  }

  it('moves focus into the editor when it opens, and back to Edit when it closes', async () => {
    const { user, form } = await openEdit();
    await waitFor(() => expect(form).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit business card' })).toHaveFocus(),
    );
  });

  it('validates, detects and adds links, clears the input, and deletes them', async () => {
    const { user, form } = await openEdit();
    expect(screen.getByRole('heading', { name: 'Edit' })).toBeInTheDocument();
    const input = within(form).getByRole('textbox', { name: 'Link URL' });
    const add = within(form).getByRole('button', { name: 'Add' });
    await user.click(add);
    expect(within(form).getByText(M.linkUrlRequired)).toBeInTheDocument();
    await user.type(input, 'not a link');
    await user.click(add);
    expect(within(form).getByText(M.linkUrlInvalid)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'https://www.instagram.com/jane{Enter}');
    expect(input).toHaveValue('');
    const list = within(form).getByRole('list', { name: 'Links' });
    expect(within(list).getByText('https://www.instagram.com/jane')).toBeInTheDocument();
    expect(within(list).getByText('Instagram')).toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', { name: 'Remove link linkedin.com/in/jane' }),
    );
    expect(within(list).queryByText('linkedin.com/in/jane')).toBeNull();
  });

  it('shows the role title and bio messages from the shared schema', async () => {
    const { user, form, api } = await openEdit();
    await user.clear(within(form).getByRole('textbox', { name: /Role title/ }));
    const bio = within(form).getByRole('textbox', { name: 'Bio' });
    await user.clear(bio);
    await user.click(bio);
    await user.paste('x'.repeat(181));
    expect(within(form).getByText('181 / 180')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(M.roleTitleRequired)).toBeInTheDocument();
    expect(within(form).getByText(M.bioTooLong)).toBeInTheDocument();
    expect(callsTo(api, `PUT ${CARD}`)).toHaveLength(0);
  });

  it('saves with PUT, reloads the card and returns to Display', async () => {
    let card = buildCard();
    const { user, form, api } = await openEdit({
      [`GET ${CARD}`]: () => ({ body: card }),
      [`PUT ${CARD}`]: ({ body }) => {
        card = buildCard({ currentRole: (body as { currentRole: string }).currentRole });
        return { body: card };
      },
    });
    const role = within(form).getByRole('textbox', { name: /Role title/ });
    await user.clear(role);
    await user.type(role, 'Staff Engineer');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Staff Engineer', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    const [put] = callsTo(api, `PUT ${CARD}`);
    expect(put?.body).toMatchObject({
      currentRole: 'Staff Engineer',
      specialities: ['Kubernetes'],
      externalLinks: [{ linkUrl: 'linkedin.com/in/jane' }, { linkUrl: 'https://jane.dev' }],
      addressLocation: { suburb: { name: 'Surry Hills' } },
    });
  });

  it('toasts the server message when the save fails and stays in Edit', async () => {
    const { user, form } = await openEdit({
      [`PUT ${CARD}`]: {
        status: 400,
        body: { message: 'Role title is required', code: 'BAD_REQUEST' },
      },
    });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role title is required')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit business card' })).toBeInTheDocument();
  });

  it('cancel returns to Display without saving', async () => {
    const { user, form, api } = await openEdit();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(callsTo(api, `PUT ${CARD}`)).toHaveLength(0);
  });

  it('an invalid manual address blocks the save, shows its messages after the attempt, and is cleared when switching to search', async () => {
    const { user, form, api } = await openEdit();
    await user.click(within(form).getByRole('button', { name: 'Enter address manually' }));
    // Picked place has no address lines: the manual form starts invalid but quiet.
    expect(within(form).queryByText(M.addressRequired)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(M.addressRequired)).toBeInTheDocument();
    expect(callsTo(api, `PUT ${CARD}`)).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Search for a location instead' }));
    expect(within(form).getByPlaceholderText('Start typing a place')).toHaveValue('');
  });
});

describe('profile visibility', () => {
  it('private to public needs the ticked consent, then saves', async () => {
    const user = userEvent.setup();
    const { api } = renderSection({
      'PUT /api/talentapi/privacy': ({ body }) => ({
        body: { ...buildCard().privacy, ...(body as object) },
      }),
    });
    await user.click(await screen.findByRole('radio', { name: /Visible to the network/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Privacy Setting' });
    // Focus starts at the consent; the close button has a name.
    await waitFor(() => expect(within(dialog).getByRole('checkbox')).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText(M.consentRequired)).toBeInTheDocument();
    expect(callsTo(api, 'PUT /api/talentapi/privacy')).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(api, 'PUT /api/talentapi/privacy')).toHaveLength(1));
    expect(callsTo(api, 'PUT /api/talentapi/privacy')[0]?.body).toEqual({ profileStatus: 1 });
  });

  it('public to private changes at once; choosing the active option does nothing', async () => {
    const user = userEvent.setup();
    const card = buildCard({ privacy: { ...buildCard().privacy, profileStatus: 1 } });
    const { api } = renderSection({
      [`GET ${CARD}`]: { body: card },
      'PUT /api/talentapi/privacy': { body: { ...card.privacy, profileStatus: 2 } },
    });
    await user.click(await screen.findByRole('radio', { name: /Visible to the network/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(api, 'PUT /api/talentapi/privacy')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: /Visible to connections only/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(callsTo(api, 'PUT /api/talentapi/privacy')[0]?.body).toEqual({ profileStatus: 2 }),
    );
  });

  it('shows the section 8 toasts when a change fails', async () => {
    const user = userEvent.setup();
    const failing = { status: 500, body: { message: 'boom', code: 'INTERNAL' } };
    renderSection({ 'PUT /api/talentapi/privacy': failing });
    await user.click(await screen.findByRole('radio', { name: /Visible to the network/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Privacy Setting' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(M.privateToPublicFailed)).toBeInTheDocument();
    // The saved option is shown again.
    expect(screen.getByRole('radio', { name: /Visible to connections only/ })).toBeChecked();
  });

  it('shows the public-to-private toast', async () => {
    const user = userEvent.setup();
    const card = buildCard({ privacy: { ...buildCard().privacy, profileStatus: 1 } });
    renderSection({
      [`GET ${CARD}`]: { body: card },
      'PUT /api/talentapi/privacy': { status: 500, body: { message: 'boom', code: 'INTERNAL' } },
    });
    await user.click(await screen.findByRole('radio', { name: /Visible to connections only/ }));
    expect(await screen.findByText(M.publicToPrivateFailed)).toBeInTheDocument();
  });
});

describe('availability', () => {
  it('saves on change, and restores the previous status with the server message on failure', async () => {
    const user = userEvent.setup();
    let fail = false;
    let card = buildCard();
    const { api } = renderSection({
      [`GET ${CARD}`]: () => ({ body: card }),
      'PUT /api/talentapi/job-search-status': ({ body }) => {
        if (fail)
          return {
            status: 400,
            body: { message: 'Status could not be saved', code: 'BAD_REQUEST' },
          };
        card = buildCard({
          jobSearchStatusId: (body as { jobSearchStatusId: number }).jobSearchStatusId,
        });
        return { body };
      },
    });
    const select = await screen.findByPlaceholderText('Select status');
    expect(select).toHaveValue('Actively looking');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Open to offers' }));
    await waitFor(() =>
      expect(callsTo(api, 'PUT /api/talentapi/job-search-status')[0]?.body).toEqual({
        jobSearchStatusId: 3,
      }),
    );
    await waitFor(() => expect(select).toHaveValue('Open to offers'));
    fail = true;
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Not looking' }));
    expect(await screen.findByText('Status could not be saved')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('Open to offers'));
  });
});

it('a failed card load shows the server message', async () => {
  renderSection({ [`GET ${CARD}`]: { status: 404, body: { message: 'Profile not found' } } });
  expect((await screen.findAllByText('Profile not found')).length).toBeGreaterThan(0);
  expect(GENERIC_ERROR_MESSAGE).toBeTruthy();
});
