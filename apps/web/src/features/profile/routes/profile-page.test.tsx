// The profile page arranges its sections; a call starting or ending anywhere must not draw every
// section again (each section watches its own data).
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProfilePage } from './profile-page';

const drawn = vi.hoisted(() => new Map<string, number>());

vi.mock('../business-card/business-card-section', async () => counted('BusinessCardSection'));
vi.mock('../files/communities-banner', async () => counted('CommunitiesBanner'));
vi.mock('../files/resume-section', async () => counted('ResumeSection'));
vi.mock('../it-skills/it-skills-section', async () => counted('ItSkillsSection'));
vi.mock('../languages/languages-section', async () => counted('LanguagesSection'));
vi.mock('../qualifications/licences-section', async () => counted('LicencesSection'));
vi.mock('../qualifications/qualifications-section', async () => counted('QualificationsSection'));
vi.mock('../work-history/work-history-section', async () => counted('WorkHistorySection'));
vi.mock('../summaries/summary-sections', async () => ({
  ...counted('CareerSummarySection'),
  ...counted('EducationSummarySection'),
  ...counted('AchievementsSummarySection'),
}));

/** A module with one section that counts its drawings. */
function counted(name: string) {
  return {
    [name]: () => {
      drawn.set(name, (drawn.get(name) ?? 0) + 1);
      return <p>{name}</p>;
    },
  };
}

describe('ProfilePage', () => {
  it('draws every section once, and not again when a call starts and ends', async () => {
    const { queryClient } = renderWithProviders(<ProfilePage />, { url: '/profile' });
    await screen.findByText('LanguagesSection');
    expect(drawn.size).toBe(11);
    const before = new Map(drawn);

    await act(() =>
      queryClient.fetchQuery({
        queryKey: ['a call elsewhere'],
        queryFn: () => new Promise((resolve) => setTimeout(() => resolve(1), 20)),
      }),
    );

    expect(drawn).toEqual(before);
  });
});
