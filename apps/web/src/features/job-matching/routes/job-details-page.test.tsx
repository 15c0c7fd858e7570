// A matched job's details (spec 1 section 2) and the skill comparison beside it: "You have N
// of M skills", have or lack, where each came from, and adding or dismissing a skill in place.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildJobDetails, buildSkills, mockJobMatchingApi, skill } from '../test-support';

// Mantine pages render slowly in jsdom on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

const relevantSkills = () => screen.getByRole('region', { name: 'Relevant skills for this job' });

describe('job details', { timeout: 20_000 }, () => {
  it('shows the advert with the score, its reason, the apply link and the back link', async () => {
    mockJobMatchingApi();
    renderApp('/talent/job-matching/job/ref-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Role 1' })).toBeInTheDocument();
    // The employer and the pay, as on the card.
    expect(screen.getByText('Tasman Digital')).toBeInTheDocument();
    expect(screen.getByText('$140,000 - $163,000 per year')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: '94% match: Strong skills match, your preferred role, 12 km away',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ship features')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Job Matching' })).toHaveAttribute(
      'href',
      '/talent/job-matching',
    );
    const apply = screen.getByRole('link', { name: "I'm interested (opens in a new tab)" });
    expect(apply).toHaveAttribute(
      'href',
      'https://careers.example/careers/tasman/job/100001/adv1/role-1',
    );
    expect(apply).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Your Core Skills and Competencies (4)' }),
    ).toBeInTheDocument();
  });

  it('goes back to the saved jobs from a saved job', async () => {
    mockJobMatchingApi({
      'GET /api/talentapi/job-matching/job/ref-1': {
        body: buildJobDetails({ savedJobStatus: 'Saved' }),
      },
    });
    renderApp('/talent/job-matching/saved-jobs/job/ref-1');

    expect(await screen.findByRole('link', { name: 'Back to Saved Jobs' })).toHaveAttribute(
      'href',
      '/talent/job-matching/saved-jobs',
    );
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Job matching' });
    expect(within(tabs).getByRole('link', { name: 'My Saved Jobs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when the job is no longer there', async () => {
    mockJobMatchingApi({
      'GET /api/talentapi/job-matching/job/gone': {
        status: 404,
        body: { message: 'Job not found', code: 'NOT_FOUND' },
      },
    });
    renderApp('/talent/job-matching/job/gone');

    expect(
      await screen.findByRole('heading', { name: 'This job is no longer available' }),
    ).toBeInTheDocument();
  });

  it('compares the job’s skills with the talent’s and says where each one came from', async () => {
    mockJobMatchingApi();
    renderApp('/talent/job-matching/job/ref-1');

    await screen.findByRole('heading', { level: 1, name: 'Role 1' });
    const region = relevantSkills();
    expect(
      within(region).getByText('You have 2 of 3 skills this job asks for'),
    ).toBeInTheDocument();
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('TypeScriptYou confirmed this skill'),
      expect.stringContaining('DockerFrom your role: Developer'),
      expect.stringContaining('CommunicationNot in your skills yet'),
    ]);
  });

  it('shows the first 20 skills of the job and how many more it asks for', async () => {
    const skillComparisons = Array.from({ length: 23 }, (_, i) => ({
      skill: { id: `skill-${i}`, name: `Skill ${i}` },
      has: i % 2 === 0,
      source: i % 2 === 0 ? ('profile' as const) : null,
      evidence: i % 2 === 0 ? 'Skills summary' : null,
    }));
    mockJobMatchingApi({
      'GET /api/talentapi/job-matching/job/ref-1': { body: buildJobDetails({ skillComparisons }) },
    });
    renderApp('/talent/job-matching/job/ref-1');

    await screen.findByRole('heading', { level: 1, name: 'Role 1' });
    expect(within(relevantSkills()).getAllByRole('listitem')).toHaveLength(20);
    expect(within(relevantSkills()).getByText('and 3 more')).toBeInTheDocument();
    expect(
      within(relevantSkills()).getByText('You have 12 of 23 skills this job asks for'),
    ).toBeInTheDocument();
  });

  it('adds a lacking skill to the confirmed skills in place', async () => {
    let details = buildJobDetails();
    const api = mockJobMatchingApi({
      'GET /api/talentapi/job-matching/job/ref-1': () => ({ body: details }),
      'PUT /api/talentapi/job-matching/skills': ({ body }) => {
        details = buildJobDetails({
          matchScore: 97,
          skillComparisons: details.skillComparisons.map((c) =>
            c.skill.id === 'communication' ? { ...c, has: true, source: 'confirmed' } : c,
          ),
        });
        return { body };
      },
    });
    renderApp('/talent/job-matching/job/ref-1');

    await screen.findByRole('heading', { level: 1, name: 'Role 1' });
    const add = within(relevantSkills()).getByRole('button', { name: 'Add: Communication' });
    await userEvent.click(add);

    await waitFor(() =>
      expect(callsTo(api, 'PUT /api/talentapi/job-matching/skills')).toHaveLength(1),
    );
    expect(callsTo(api, 'PUT /api/talentapi/job-matching/skills')[0]?.body).toEqual({
      confirmedSkills: [...buildSkills().confirmedSkills, skill('communication', 'Communication')],
      suggestedSkills: buildSkills().suggestedSkills,
    });
    expect(
      await within(relevantSkills()).findByText('You have 3 of 3 skills this job asks for'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Communication was added to your skills.')).toBeInTheDocument();
    const notMine = within(relevantSkills()).getByRole('button', {
      name: 'Not mine: Communication',
    });
    await waitFor(() => expect(notMine).toHaveFocus());
    expect(await screen.findByRole('img', { name: /^97% match/ })).toBeInTheDocument();
  });

  it('takes off a skill found wrongly (dismissed for good)', async () => {
    const api = mockJobMatchingApi();
    renderApp('/talent/job-matching/job/ref-1');

    await screen.findByRole('heading', { level: 1, name: 'Role 1' });
    await userEvent.click(
      within(relevantSkills()).getByRole('button', { name: 'Not mine: Docker' }),
    );

    await waitFor(() =>
      expect(callsTo(api, 'PUT /api/talentapi/job-matching/skills')).toHaveLength(1),
    );
    expect(callsTo(api, 'PUT /api/talentapi/job-matching/skills')[0]?.body).toEqual({
      confirmedSkills: buildSkills().confirmedSkills,
      suggestedSkills: [skill('sql', 'SQL')],
    });
    expect(await screen.findByText('Docker was taken off your skills.')).toBeInTheDocument();
  });
});
