// The public job advert page (spec 2 section 2.1): hero, header, body and the apply widget.
import { Paper, Stack } from '@mantine/core';
import type { CareersAttachment, CareersBranding, CareersJobAdvert } from '@talent/contract';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { viewerCloseDate } from '../lib/advert-dates';
import { type AdvertMode, backLinkTarget } from '../lib/back-link';
import { advertHighlights } from '../lib/highlights';
import { AdvertHeader } from './advert-header';
import { AdvertHero } from './advert-hero';
import {
  AdvertDates,
  AdvertVideo,
  BackToTop,
  Description,
  Facts,
  KeySellingPoints,
  RelatedDocuments,
  RichText,
  Salary,
  Section,
} from './advert-sections';
import classes from './job-advert.module.css';
import { useApplyPanel } from './use-apply-panel';

interface JobAdvertViewProps {
  job: CareersJobAdvert;
  mode: AdvertMode;
  branding: CareersBranding | null;
  attachments: CareersAttachment[];
}

/** True when this tab has an earlier page of the app (the data router numbers its entries). */
const canGoBack = () => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
};
/** Read again at each drawing: the router changes the entry on navigation, which draws the page. */
const noSubscription = () => () => {};
/** The server knows no history: its page, and the browser's first drawing over it, have none. */
const noHistory = () => false;

export function JobAdvertView({ job, mode, branding, attachments }: JobAdvertViewProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const closeDate = viewerCloseDate(job);
  const highlights = advertHighlights(job, closeDate, {
    // Placeholders wait for the community's word, so they never flash in and out.
    emptyHighlightsEnabled: branding?.emptyHighlightsEnabled ?? false,
    now: new Date(),
    t,
  });
  const hasHistory = useSyncExternalStore(noSubscription, canGoBack, noHistory);
  const backLink = useMemo(
    () => backLinkTarget({ mode, search, canGoBack: hasHistory }),
    [mode, search, hasHistory],
  );
  const panel = useApplyPanel(job, { closed: closeDate.closed, preview: mode === 'preview' });
  const appName = t('app.name');

  useEffect(() => {
    document.title = `${job.roleName} | ${appName}`;
  }, [job.roleName, appName]);

  return (
    <div className={classes.page}>
      <AdvertHero job={job} logoUrl={job.companyLogoUrl ?? branding?.logoUrl ?? null} />
      <div className={classes.layout}>
        <Paper
          component="article"
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          className={classes.article}
        >
          <Stack gap="lg">
            <AdvertHeader job={job} backLink={backLink} highlights={highlights} />
            {panel.body}
            <Stack gap="lg">
              {mode === 'preview' && job.specialties.length > 0 && (
                <Section title={t('jobAdvert.specialties')}>{job.specialties.join(', ')}</Section>
              )}
              {job.flexibleWorkDescription && (
                <Section title={t('jobAdvert.flexibleWork')}>
                  <RichText html={job.flexibleWorkDescription} />
                </Section>
              )}
              <Facts job={job} />
              <KeySellingPoints points={job.keySellingPoints} />
              <Description job={job} />
              <Salary job={job} />
              <RelatedDocuments attachments={attachments} />
              <AdvertDates job={job} closeDate={closeDate} />
              <AdvertVideo job={job} />
            </Stack>
            <div>
              <BackToTop />
            </div>
          </Stack>
        </Paper>
        {panel.aside && <aside className={classes.aside}>{panel.aside}</aside>}
      </div>
      {panel.overlay}
    </div>
  );
}
