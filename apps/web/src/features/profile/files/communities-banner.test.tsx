import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAppConfig, buildSession } from '../../../test/fixtures';
import { useSectionMode } from '../section-mode/section-mode';
import { CommunitiesBanner } from './communities-banner';
import { mockProfileApi, renderInProfile } from './test-support';

/** A section whose Edit button takes the page's editing slot. */
function EditableSection() {
  const section = useSectionMode('some-section', false);
  return (
    <button type="button" onClick={section.startEdit}>
      {section.mode === 'Edit' ? 'Editing' : 'Edit'}
    </button>
  );
}

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

  it('is dimmed and inert while a profile section is being edited', async () => {
    mockProfileApi({ 'GET /api/talentapi/app-config': { body: buildAppConfig() } });
    renderInProfile(
      <>
        <EditableSection />
        <CommunitiesBanner />
      </>,
    );
    const banner = await screen.findByRole('complementary');
    expect(banner).not.toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('button', { name: 'Editing' });
    expect(banner).toHaveAttribute('inert');
    expect(banner).toHaveAttribute('data-locked');
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
