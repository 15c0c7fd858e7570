import type { JobApplicationState } from '@talent/contract';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { buildJob } from '../../test-support';
import { JobListingCard, type ListingLogo } from './job-listing-card';

function renderCard(
  job = buildJob(1),
  extra: { logo?: ListingLogo; application?: JobApplicationState; href?: string | null } = {},
) {
  return render(
    <AppProviders queryClient={createQueryClient()} i18n={i18next} env="test">
      <JobListingCard
        job={job}
        href={extra.href === undefined ? 'https://careers.example/job/1' : extra.href}
        logo={extra.logo}
        application={extra.application}
      />
    </AppProviders>,
  );
}

describe('job listing card', () => {
  it('links the role name to the advert in a new tab', () => {
    renderCard(buildJob(1, { roleName: 'React Developer' }));

    const link = screen.getByRole('link', {
      name: /^React Developer\s*\(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute('href', 'https://careers.example/job/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { level: 2, name: /React Developer/ })).toBeInTheDocument();
  });

  it('shows the company, the flexible work option tag, the summary and the highlights', () => {
    renderCard();
    const card = screen.getByRole('article');

    expect(within(card).getByText('Tasman Digital')).toBeInTheDocument();
    expect(within(card).getByText('Hybrid')).toBeInTheDocument();
    expect(within(card).getByText('Summary of role 1.')).toBeInTheDocument();
    expect(within(card).getByText('Sydney, NSW')).toBeInTheDocument();
    expect(within(card).getByText('Full time')).toBeInTheDocument();
    expect(within(card).getByText('$100,000 - $120,000 per year')).toBeInTheDocument();
    expect(within(card).getByText('Posted 20 Nov 2026')).toBeInTheDocument();
  });

  it('shows the community logo at 50 px, with the 85 px image for dense screens', () => {
    const { container } = renderCard(buildJob(1), {
      logo: { squareLogoUrl: '/logo.svg', squareLogoUrl2x: '/logo@2x.svg' },
    });
    const logo = container.querySelector('img');

    expect(logo).toHaveAttribute('width', '50');
    expect(logo).toHaveAttribute('height', '50');
    expect(logo).toHaveAttribute('srcset', '/logo.svg 50w, /logo@2x.svg 85w');
    expect(logo).toHaveAttribute('sizes', '50px');
    expect(logo).toHaveAttribute('alt', '');
  });

  it('shows no logo when the community has none', () => {
    const { container } = renderCard(buildJob(1), {
      logo: { squareLogoUrl: null, squareLogoUrl2x: null },
    });
    expect(container.querySelector('img')).toBeNull();
  });

  it("marks internal-only jobs 'Internal only' and expressions of interest", () => {
    renderCard(buildJob(1, { internalOnly: true }));
    expect(screen.getByText('Internal only')).toBeInTheDocument();
    renderCard(buildJob(2, { isEoi: true }));
    expect(screen.getByText('Expression of interest')).toBeInTheDocument();
  });

  it.each([
    ['Started', 'Application started', 'gray'],
    ['ResubmissionRequired', 'Application started', 'gray'],
    ['SubmittedAwaitingProcessing', 'Application submitted', 'green'],
    ['AllDone', 'Applied', 'green'],
    ['Withdrawn', 'Withdrawn', 'gray'],
  ] as const)('tags an application %s as %s (%s)', (state, label, colour) => {
    renderCard(buildJob(1), { application: state });
    const tag = screen.getByText(label).closest('.mantine-Badge-root');
    expect(tag?.getAttribute('style') ?? '').toContain(`--mantine-color-${colour}`);
  });

  it('shows the role name without a link when there is no advert address', () => {
    renderCard(buildJob(1), { href: null });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Role 1' })).toBeInTheDocument();
  });
});
