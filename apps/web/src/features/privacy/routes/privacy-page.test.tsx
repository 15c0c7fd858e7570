// Account Management and Privacy (spec 3 section 2): the information links and the Privacy
// Manager, Manage Connections, profile visibility and its toggle, the data download and the
// Request Data Export mail naming the user id.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { BUSINESS_CARD, mockPrivacyApi } from '../test-support';

const section = (name: string) => screen.findByRole('region', { name });

describe('Account Management and Privacy', { timeout: 30_000 }, () => {
  it('links to the privacy and security information in new tabs and to the Privacy Manager', async () => {
    mockPrivacyApi();
    renderApp('/talent/privacy');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Management and Privacy' }),
    ).toBeVisible();
    const info = within(await section('Privacy and security'));
    const policy = info.getByRole('link', { name: /^Privacy Policy/ });
    expect(policy).toHaveAttribute('href', 'https://platform.example/privacy-policy');
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy.getAttribute('rel')).toContain('noopener');
    expect(policy).toHaveAccessibleName('Privacy Policy (opens in a new tab)');
    const security = info.getByRole('link', { name: /^Security information/ });
    expect(security).toHaveAttribute('href', 'https://platform.example/security');
    expect(security).toHaveAttribute('target', '_blank');
    expect(info.getByRole('link', { name: 'privacy@platform.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@platform.example',
    );
  });

  it('has a Manage Connections button to My Communities', async () => {
    mockPrivacyApi();
    renderApp('/talent/privacy');

    expect(await screen.findByRole('link', { name: 'Manage Connections' })).toHaveAttribute(
      'href',
      '/talent/connections',
    );
  });

  it('offers the ZIP download as a plain link, saying what it holds', async () => {
    mockPrivacyApi();
    renderApp('/talent/privacy');

    const data = within(await section('Your data'));
    const download = data.getByRole('link', { name: 'Download my data (ZIP)' });
    expect(download).toHaveAttribute('href', '/api/talentapi/privacy/data-export');
    expect(download).toHaveAttribute('download');
    expect(download).toHaveAccessibleDescription(
      /profile, connections and consents, applications, saved and removed jobs, alert preferences, skills, sign-in history and every file you have uploaded/,
    );
  });

  it('mails the Request Data Export to the Privacy Manager with the user id', async () => {
    mockPrivacyApi({}, { userId: 'user-4821' });
    renderApp('/talent/privacy');

    const link = within(await section('Your data')).getByRole('link', {
      name: 'Request Data Export',
    });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('privacy@platform.example');
    expect(href.searchParams.get('subject')).toBe('Data export request (user id user-4821)');
    expect(href.searchParams.get('body')).toContain('User id: user-4821');
  });

  it('shows the profile visibility control with the profile status', async () => {
    mockPrivacyApi();
    renderApp('/talent/privacy');

    const visibility = within(await section('Who can see your profile'));
    const group = await visibility.findByRole('radiogroup', { name: 'Profile visibility' });
    expect(within(group).getAllByRole('radio')[1]).toBeChecked();
  });

  it('hides profile visibility when the session toggle hides it', async () => {
    const api = mockPrivacyApi(
      {},
      {
        candidateFeatureToggles: {
          hideLiveMarketOptionFromCandidateProfileEnabled: true,
          hideOtherTalentCommunityPromptsEnabled: false,
        },
      },
    );
    renderApp('/talent/privacy');

    await section('Your data');
    expect(
      screen.queryByRole('region', { name: 'Who can see your profile' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('radiogroup', { name: 'Profile visibility' }),
    ).not.toBeInTheDocument();
    expect(callsTo(api, BUSINESS_CARD)).toHaveLength(0);
  });
});
