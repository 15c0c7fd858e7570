import type { JobApplication } from '@talent/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAppConfig, buildSession } from '../../../test/fixtures';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const ID = '7f1d1d9e-8f43-4a65-9d8e-0d1f6f9d3a01';

function application(state: JobApplication['state']): JobApplication {
  return {
    id: ID,
    state,
    createdAt: new Date(2026, 10, 21, 10, 0).toISOString(),
    updatedAt: new Date(2026, 10, 22, 10, 0).toISOString(),
    job: {
      roleName: 'React Developer',
      companyName: 'Tasman Digital',
      companyCode: 'tasman-digital',
      segmentCode: 'tasman-engineering',
      urlCode: '813788',
      advertUrlCode: 'anqlh',
      seoSlug: 'react-developer',
      workType: 'Full time',
      physicalLocation: 'Sydney, NSW',
    },
  };
}

function api(initial: JobApplication[]) {
  let applications = initial;
  return mockApi({
    'GET /api/talentapi/app-config': { body: buildAppConfig() },
    'GET /api/talentapi/session': { body: buildSession() },
    'GET /api/talentapi/job-applications': () => ({ body: { applications } }),
    [`POST /api/talentapi/job-applications/${ID}/withdraw`]: () => {
      applications = [application('Withdrawn')];
      return { body: applications[0] };
    },
  });
}

describe('My Job Applications', () => {
  it('lists the applications with their state and a link to the advert', async () => {
    api([application('SubmittedAwaitingProcessing')]);
    renderApp('/talent/job-applications/applied');
    const card = await screen.findByRole('article', { name: 'React Developer' });
    expect(within(card).getByText('Application submitted')).toBeInTheDocument();
    expect(within(card).getByText('Applied 21 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'React Developer' })).toHaveAttribute(
      'href',
      '/talent/careers/tasman-engineering/job/813788/anqlh/react-developer',
    );
  });

  it('withdraws an application after confirming, and then shows Withdrawn', async () => {
    const calls = api([application('SubmittedAwaitingProcessing')]);
    renderApp('/talent/job-applications/applied');
    const card = await screen.findByRole('article', { name: 'React Developer' });
    await userEvent.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));

    expect(await screen.findByText('Withdrawn 22 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(callsTo(calls, `POST /api/talentapi/job-applications/${ID}/withdraw`)).toHaveLength(1);
  });

  it('cancelling the confirmation withdraws nothing', async () => {
    const calls = api([application('SubmittedAwaitingProcessing')]);
    renderApp('/talent/job-applications/applied');
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, `POST /api/talentapi/job-applications/${ID}/withdraw`)).toHaveLength(0);
  });

  it('says so when there are no applications', async () => {
    api([]);
    renderApp('/talent/job-applications/applied');
    const empty = (await screen.findByText('You have not applied for any jobs yet.')).parentElement;
    expect(within(empty!).getByRole('link', { name: 'Find Jobs' })).toHaveAttribute(
      'href',
      '/talent/find-jobs',
    );
  });
});
