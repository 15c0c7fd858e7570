import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAppConfig, buildSession } from '../../../test/fixtures';
import { CommunitiesBanner } from './communities-banner';
import { mockProfileApi, renderInProfile } from './test-support';

const toggles = (hide: boolean) => ({
  hideLiveMarketOptionFromCandidateProfileEnabled: false,
  hideOtherTalentCommunityPromptsEnabled: hide,
});

describe('CommunitiesBanner', () => {
  it('invites the talent to browse talent communities', async () => {
    mockProfileApi({ 'GET /api/talentapi/app-config': { body: buildAppConfig() } });
    renderInProfile(<CommunitiesBanner />);
    const banner = await screen.findByRole('complementary', {
      name: 'Be found by the companies you want to work for',
    });
    expect(banner).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse talent communities' })).toHaveAttribute(
      'href',
      '/communities',
    );
  });

  it('is hidden when hideOtherTalentCommunityPromptsEnabled is set', async () => {
    mockProfileApi({
      'GET /api/talentapi/session': {
        body: buildSession({ candidateFeatureToggles: toggles(true) }),
      },
      'GET /api/talentapi/app-config': { body: buildAppConfig() },
    });
    renderInProfile(
      <>
        <CommunitiesBanner />
        <p>rendered</p>
      </>,
    );
    await screen.findByText('rendered');
    expect(
      screen.queryByRole('link', { name: 'Browse talent communities' }),
    ).not.toBeInTheDocument();
  });

  it('is hidden when the app hides talent communities', async () => {
    mockProfileApi({
      'GET /api/talentapi/app-config': { body: buildAppConfig({ hideTalentCommunities: true }) },
    });
    renderInProfile(
      <>
        <CommunitiesBanner />
        <p>rendered</p>
      </>,
    );
    await screen.findByText('rendered');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
