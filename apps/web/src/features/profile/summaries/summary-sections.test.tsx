import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SectionModeProvider } from '../section-mode/section-mode';
import { buildWebResume } from '../work-history/test/fixtures';
import '../work-history/test/stub-document-fonts';
import {
  AchievementsSummarySection,
  CareerSummarySection,
  EducationSummarySection,
} from './summary-sections';

function setup(resume = buildWebResume()) {
  let current = resume;
  const save =
    (field: 'careerSummary' | 'skillsSummary' | 'achievements') =>
    ({ body }: { body: unknown }) => {
      const text = (body as Record<string, string>)[field] ?? '';
      current = { ...current, [field]: text.trim() ? text : '' };
      return { body: { [field]: current[field] } };
    };
  const api = mockApi({
    'GET /api/workerapi/webresume': () => ({ body: current }),
    'PUT /api/workerapi/webresume/career': save('careerSummary'),
    'PUT /api/workerapi/webresume/skills': save('skillsSummary'),
    'PUT /api/workerapi/webresume/achievement': save('achievements'),
  });
  const user = userEvent.setup();
  renderWithProviders(
    <SectionModeProvider>
      <CareerSummarySection />
      <EducationSummarySection />
      <AchievementsSummarySection />
    </SectionModeProvider>,
  );
  return { api, user };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('summaries', () => {
  afterEach(() => vi.restoreAllMocks());

  it("career summary: 'Add Summary' when empty, saves, then shows it with line breaks and 'Edit Summary'", async () => {
    const { api, user } = setup();
    await user.click(
      await within(region('Career summary')).findByRole('button', { name: 'Add Summary' }),
    );
    // One section at a time: the others are dimmed and their actions disabled.
    expect(document.getElementById('education-summary')).toHaveAttribute('inert');
    const box = screen.getByRole('textbox', { name: 'Career summary' });
    await user.type(box, 'Line one{Enter}Line two');
    expect(screen.getByText('17 / 2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(api, 'PUT /api/workerapi/webresume/career')[0]?.body).toEqual({
        careerSummary: 'Line one\nLine two',
      }),
    );
    const shown = await within(region('Career summary')).findByText(/Line one/);
    expect(shown.textContent).toBe('Line one\nLine two');
    expect(shown).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(
      within(region('Career summary')).getByRole('button', { name: 'Edit Summary' }),
    ).toBeEnabled();
    expect(document.getElementById('education-summary')).not.toHaveAttribute('inert');
  });

  it('refuses more than 2000 characters with the message, only after a submit attempt', async () => {
    const { api, user } = setup(buildWebResume({ careerSummary: 'Short' }));
    await user.click(
      await within(region('Career summary')).findByRole('button', { name: 'Edit Summary' }),
    );
    const box = screen.getByRole('textbox', { name: 'Career summary' });
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(
      screen.queryByText('Summary cannot be greater than 2000 characters'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Summary cannot be greater than 2000 characters'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'PUT /api/workerapi/webresume/career')).toHaveLength(0);
  });

  it('education and achievements summaries use their own calls and messages; Cancel keeps the text', async () => {
    const { api, user } = setup(buildWebResume({ skillsSummary: 'Bachelor of Engineering' }));
    const education = region('Education summary');
    expect(await within(education).findByText('Bachelor of Engineering')).toBeInTheDocument();
    await user.click(within(education).getByRole('button', { name: 'Edit Summary' }));
    const box = screen.getByRole('textbox', { name: 'Education summary' });
    await user.clear(box);
    await user.click(box);
    await user.paste('y'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Education summary cannot be greater than 2000 characters'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(education).getByText('Bachelor of Engineering')).toBeInTheDocument();

    const achievements = region('Achievements and awards');
    await user.click(within(achievements).getByRole('button', { name: 'Add Summary' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Achievements and awards' }),
      'Employee of the year',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(achievements).findByText('Employee of the year')).toBeInTheDocument();
    expect(callsTo(api, 'PUT /api/workerapi/webresume/achievement')[0]?.body).toEqual({
      achievements: 'Employee of the year',
    });
  });
});
