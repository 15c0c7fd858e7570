import { emptyItSkills, type ItSkills } from '@talent/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SectionModeProvider } from '../section-mode/section-mode';
import { buildWebResume } from '../work-history/test/fixtures';
import { ItSkillsSection } from './it-skills-section';

const noSkills = emptyItSkills();

const CODING = [
  { id: 'java', label: 'Java' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'typescript', label: 'TypeScript' },
];

function renderSection(initial: ItSkills) {
  let current = initial;
  const api = mockApi({
    'GET /api/workerapi/webresume': () => ({ body: buildWebResume({ itSkills: current }) }),
    'POST /api/workerapi/lookups/it-skills/203': ({ body }) => {
      const { term, exclude = [] } = body as { term: string; exclude?: string[] };
      return {
        body: CODING.filter(
          (s) => s.label.toLowerCase().includes(term.toLowerCase()) && !exclude.includes(s.id),
        ),
      };
    },
    'POST /api/workerapi/lookups/it-skills/201': { body: [] },
    'POST /api/workerapi/lookups/it-skills/202': { body: [] },
    'PUT /api/workerapi/webresume/itskills': ({ body }) => {
      current = body as ItSkills;
      return { body };
    },
  });
  renderWithProviders(
    <SectionModeProvider>
      <ItSkillsSection />
    </SectionModeProvider>,
  );
  return api;
}

describe('IT skills', () => {
  it('is Empty with no skills and offers Add IT skills', async () => {
    renderSection(noSkills);
    expect(await screen.findByText(/Show employers the software/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add IT skills' })).toBeInTheDocument();
  });

  it('shows each group with a skill and its three levels', async () => {
    renderSection({ ...noSkills, codingSkillsAdvanced: [{ id: 'java', label: 'Java' }] });
    expect(await screen.findByText('Java')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coding' })).toBeInTheDocument();
    expect(screen.getByText('Advanced')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Software' })).not.toBeInTheDocument();
  });

  // Many typed keystrokes and two suggestion lists: 1.5 s alone, over 5 s on a loaded machine.
  it('leaves out of the suggestions a skill chosen at any level of the same group', async () => {
    const user = userEvent.setup();
    const api = renderSection({
      ...noSkills,
      codingSkillsAdvanced: [{ id: 'java', label: 'Java' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit IT skills' }));
    const basic = screen.getByRole('combobox', { name: 'Coding skills: Basic' });
    expect(basic).toHaveAttribute('placeholder', 'Type to search...');
    await user.type(basic, 'java');
    expect(await screen.findByRole('option', { name: 'JavaScript' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Java' })).not.toBeInTheDocument();
    await waitFor(() => {
      const last = callsTo(api, 'POST /api/workerapi/lookups/it-skills/203').at(-1);
      expect(last?.body).toMatchObject({ term: 'java', exclude: ['java'] });
    });
    await user.click(screen.getByRole('option', { name: 'JavaScript' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument(),
    );
    const [put] = callsTo(api, 'PUT /api/workerapi/webresume/itskills');
    expect(put!.body).toMatchObject({
      codingSkillsBasic: [{ id: 'javascript', label: 'JavaScript' }],
      codingSkillsAdvanced: [{ id: 'java', label: 'Java' }],
    });
    const coding = screen.getByRole('heading', { name: 'Coding' }).parentElement!;
    expect(within(coding).getByText('JavaScript')).toBeInTheDocument();
  }, 15_000);
});
