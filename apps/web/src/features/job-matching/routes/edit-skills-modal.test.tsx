// The skills panel's +N (10 per list) and 'Manage your Skills and Competencies' (spec 1
// sections 2, 5 and 8): type-ahead, add or dismiss suggestions, view more/less, busy Update.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { SkillsPanel } from '../components/skills-panel';
import {
  buildPageData,
  buildSkills,
  mockJobMatchingApi,
  renderInApp,
  skill,
  walkThroughAlreadySeen,
} from '../test-support';

// Mantine pages render slowly in jsdom on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

const many = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => skill(`${prefix}-${i + 1}`, `${prefix} ${i + 1}`));

describe('skills panel', { timeout: 20_000 }, () => {
  it('shows up to 10 of each list with +N for the rest, and counts them all', () => {
    renderInApp(
      <SkillsPanel
        skills={{ confirmedSkills: many('Core', 13), suggestedSkills: many('Found', 11) }}
        editTo="edit-skills"
      />,
    );

    expect(
      screen.getByRole('heading', { name: 'Your Core Skills and Competencies (24)' }),
    ).toBeInTheDocument();
    const confirmed = screen.getByRole('list', { name: 'Your confirmed skills' });
    expect(within(confirmed).getAllByRole('listitem')).toHaveLength(11);
    expect(within(confirmed).getByText('+3')).toBeInTheDocument();
    expect(within(confirmed).getByText('3 more')).toBeInTheDocument();
    expect(within(confirmed).queryByText('Core 11')).not.toBeInTheDocument();
    const others = screen.getByRole('list', {
      name: 'Other relevant skills and competencies in your resume and profile',
    });
    expect(within(others).getByText('Found 10')).toBeInTheDocument();
    expect(within(others).getByText('+1')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Update your Skills and Competencies' }),
    ).toHaveAttribute('href', '/edit-skills');
  });

  it('has no +N at 10 or fewer', () => {
    renderInApp(
      <SkillsPanel
        skills={{ confirmedSkills: many('Core', 10), suggestedSkills: [] }}
        editTo="edit-skills"
      />,
    );

    expect(screen.queryByTestId('skills-more')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Other relevant skills and competencies in your resume and profile'),
    ).not.toBeInTheDocument();
  });
});

describe('manage your skills', { timeout: 20_000 }, () => {
  function openModal(overrides = {}) {
    walkThroughAlreadySeen();
    const skills = buildSkills({ suggestedSkills: many('Found', 12) });
    const api = mockJobMatchingApi({
      'GET /api/talentapi/job-matching/skills': { body: skills },
      'GET /api/talentapi/job-matching/suggestions-page-data': {
        body: buildPageData({ ...skills }),
      },
      'POST /employerapi/specialties/suggest': ({ body }) => ({
        body: (body as { term?: string }).term?.toLowerCase().startsWith('kub')
          ? [{ label: 'Kubernetes' }, { label: 'TypeScript' }]
          : [],
      }),
      ...overrides,
    });
    return { api, ...renderApp('/talent/job-matching/edit-skills?setMinHeight=true') };
  }

  it('shows 10 suggestions with View more/less, and the count in the heading', async () => {
    openModal();
    const dialog = await screen.findByRole('dialog', {
      name: 'Manage your Skills and Competencies',
    });

    expect(
      await within(dialog).findByRole('heading', { name: 'Suggestions (12)' }),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Add Found/ })).toHaveLength(10);
    await userEvent.click(within(dialog).getByRole('button', { name: 'View more suggestions' }));
    expect(within(dialog).getAllByRole('button', { name: /^Add Found/ })).toHaveLength(12);
    await userEvent.click(within(dialog).getByRole('button', { name: 'View less suggestions' }));
    expect(within(dialog).getAllByRole('button', { name: /^Add Found/ })).toHaveLength(10);
  });

  it('adds and dismisses suggestions, types a skill, and updates the skills model', async () => {
    const { api, router } = openModal();
    const dialog = await screen.findByRole('dialog', {
      name: 'Manage your Skills and Competencies',
    });
    const input = within(dialog).getByPlaceholderText('Type to search...');
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Found 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss Found 2' }));
    expect(within(dialog).getByRole('heading', { name: 'Suggestions (10)' })).toBeInTheDocument();
    await userEvent.type(input, 'kub');
    await userEvent.click(await screen.findByRole('option', { name: 'Kubernetes' }));
    // Already a core skill: not offered again.
    expect(screen.queryByRole('option', { name: 'TypeScript' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/talent/job-matching'));
    expect(callsTo(api, 'PUT /api/talentapi/job-matching/skills')[0]?.body).toEqual({
      confirmedSkills: [
        skill('typescript', 'TypeScript'),
        skill('react', 'React'),
        skill('Found-1', 'Found 1'),
        { label: 'Kubernetes' },
      ],
      suggestedSkills: many('Found', 12).slice(2),
    });
    expect(
      await screen.findByText('Your skills have been updated. Finding your new matches…'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your Core Skills and Competencies (14)' }),
    ).toBeInTheDocument();
  });

  it('shows a failed update in a toast and stays open', async () => {
    const { router } = openModal({
      'PUT /api/talentapi/job-matching/skills': {
        status: 400,
        body: { message: 'That skill is too long', code: 'BAD_REQUEST' },
      },
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'Manage your Skills and Competencies',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('That skill is too long')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/talent/job-matching/edit-skills?setMinHeight=true');
  });
});
