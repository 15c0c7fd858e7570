// The sections of the advert's body, each shown only when the advert has something for it.
import { Anchor, Button, VisuallyHidden } from '@mantine/core';
import { IconArrowUp, IconCircleCheck, IconExternalLink, IconFileText } from '@tabler/icons-react';
import type { AdvertCloseDate, CareersAttachment, CareersJobAdvert } from '@talent/contract';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitiseAdvertHtml } from '../../../shared/lib/sanitise-html';
import { formatDate } from '../lib/advert-dates';
import { salaryLines } from '../lib/salary';
import { scrollToTop } from '../lib/scroll-to-top';
import { advertVideo } from '../lib/video';
import { ADVERT_TOP_ID } from './advert-hero';
import classes from './job-advert.module.css';

export function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className={classes.section}>
      {title && <h2 className={classes.sectionTitle}>{title}</h2>}
      {children}
    </section>
  );
}

/** Cleaned HTML (see shared/lib/sanitise-html.ts). */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseAdvertHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API and again here.
  return <div className={classes.richText} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function Description({ job }: { job: CareersJobAdvert }) {
  const { t } = useTranslation();
  if (!job.descriptionHtml && !job.description?.trim()) return null;
  return (
    <Section title={t('jobAdvert.aboutTheRole')}>
      <div data-testid="advert-description">
        {job.descriptionHtml ? (
          <RichText html={job.descriptionHtml} />
        ) : (
          <p className={classes.plainText}>{job.description}</p>
        )}
      </div>
    </Section>
  );
}

export function Facts({ job }: { job: CareersJobAdvert }) {
  const { t } = useTranslation();
  const category = [job.category, job.subCategory].filter(Boolean).join(' › ');
  return (
    <Section>
      <dl className={classes.facts}>
        <div>
          <dt>{t('jobAdvert.jobNo')}</dt>
          <dd>{job.customCode ?? job.urlCode}</dd>
        </div>
        {category && (
          <div>
            <dt>{t('jobAdvert.category')}</dt>
            <dd>{category}</dd>
          </div>
        )}
      </dl>
    </Section>
  );
}

export function KeySellingPoints({ points }: { points: string[] }) {
  const { t } = useTranslation();
  if (!points.length) return null;
  return (
    <Section title={t('jobAdvert.keySellingPoints')}>
      <ul className={classes.sellingPoints}>
        {points.map((point) => (
          <li key={point}>
            <IconCircleCheck size={20} color="var(--mantine-color-brand-7)" aria-hidden />
            {point}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Salary({ job }: { job: CareersJobAdvert }) {
  const { t } = useTranslation();
  const lines = salaryLines(job);
  if (!lines.length) return null;
  return (
    <Section title={t('jobAdvert.salary')}>
      {lines.map((line) => (
        <p key={line} style={{ margin: 0 }}>
          {line}
        </p>
      ))}
    </Section>
  );
}

export function RelatedDocuments({ attachments }: { attachments: CareersAttachment[] }) {
  const { t } = useTranslation();
  if (!attachments.length) return null;
  return (
    <Section title={t('jobAdvert.relatedDocuments')}>
      <ul className={classes.documents}>
        {attachments.map((file) => (
          <li key={file.url}>
            <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
              <IconFileText size={18} aria-hidden />
              {file.name}
              <VisuallyHidden> {t('jobAdvert.opensInNewTab')}</VisuallyHidden>
            </Anchor>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AdvertDates({
  job,
  closeDate,
}: {
  job: CareersJobAdvert;
  closeDate: AdvertCloseDate;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('jobAdvert.dates')}>
      <dl className={classes.facts}>
        <div>
          <dt>{t('jobAdvert.posted')}</dt>
          <dd>{formatDate(job.publishedAt, 'day')}</dd>
        </div>
        {closeDate.closeAt && (
          <div>
            <dt>
              {t(
                closeDate.descriptor === 'internal'
                  ? 'jobAdvert.internalClose'
                  : 'jobAdvert.publicClose',
              )}
            </dt>
            <dd>{formatDate(closeDate.closeAt, 'dayAndTime')}</dd>
          </div>
        )}
      </dl>
    </Section>
  );
}

export function AdvertVideo({ job }: { job: CareersJobAdvert }) {
  const { t } = useTranslation();
  const video = advertVideo(job);
  if (!video) return null;
  return (
    <Section title={t('jobAdvert.video')}>
      {video.kind === 'youtube' ? (
        <iframe
          className={classes.video}
          src={video.embedUrl}
          title={t('jobAdvert.videoTitle', { role: job.roleName })}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <Anchor href={video.url} target="_blank" rel="noopener noreferrer">
          <IconExternalLink size={16} aria-hidden /> {t('jobAdvert.watchVideo')}
          <VisuallyHidden> {t('jobAdvert.opensInNewTab')}</VisuallyHidden>
        </Anchor>
      )}
    </Section>
  );
}

export function BackToTop() {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      leftSection={<IconArrowUp size={16} aria-hidden />}
      onClick={async () => {
        await scrollToTop();
        document.getElementById(ADVERT_TOP_ID)?.focus({ preventScroll: true });
      }}
    >
      {t('jobAdvert.backToTop')}
    </Button>
  );
}
