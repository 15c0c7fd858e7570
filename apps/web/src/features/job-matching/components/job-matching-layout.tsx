// Job matching has no app shell (spec 1 section 2); it has its own strip of three tabs:
// My Dashboard, Job Matching and My Saved Jobs, whose label shows the saved-job count in
// brackets when above 0, pulsing when it changes.
import { IconHeart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { MAIN_CONTENT_ID, SkipLink } from '../../../shared/ui/skip-link';
import { useSavedJobsCount } from '../api/get-saved-jobs-count';
import { JOB_MATCHING_PATH, SAVED_JOBS_PATH } from '../lib/paths';
import classes from './job-matching-layout.module.css';
import { useChangePulse } from './use-change-pulse';

function SavedJobsCount() {
  const { t } = useTranslation();
  const count = useSavedJobsCount().data?.count ?? 0;
  const pulse = useChangePulse(count);
  if (count <= 0) return null;
  return (
    <>
      {' '}
      {/* A new key restarts the pulse each time the count changes. */}
      <span
        key={pulse}
        className={classes.count}
        data-pulse={pulse > 0 || undefined}
        data-testid="saved-jobs-count"
      >
        {t('jobMatching.savedJobsCount', { count })}
      </span>
    </>
  );
}

interface TabProps {
  to: string;
  active: boolean;
  children: ReactNode;
}

function Tab({ to, active, children }: TabProps) {
  return (
    <li>
      <Link to={to} className={classes.tab} aria-current={active ? 'page' : undefined}>
        {children}
      </Link>
    </li>
  );
}

export function JobMatchingLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onSavedJobs = pathname.startsWith(SAVED_JOBS_PATH);

  return (
    <div className={classes.layout}>
      <SkipLink />
      <header className={classes.header}>
        <Link to="/home" className={classes.brand}>
          <BrandMark />
        </Link>
        <nav className={classes.nav} aria-label={t('jobMatching.navigation')}>
          <ul className={classes.tabs}>
            <Tab to="/home" active={false}>
              {t('jobMatching.myDashboard')}
            </Tab>
            {/* The job details pages belong to the Job Matching tab (spec 1 section 2). */}
            <Tab to={JOB_MATCHING_PATH} active={!onSavedJobs}>
              {t('pages.jobMatching')}
            </Tab>
            <Tab to={SAVED_JOBS_PATH} active={onSavedJobs}>
              <IconHeart size={16} aria-hidden />
              {/* One box for the label and its count, so a narrow tab wraps them as text. */}
              <span>
                {t('pages.savedJobs')}
                <SavedJobsCount />
              </span>
            </Tab>
          </ul>
        </nav>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
