// A job listing card (spec 3 section 2): logo, role name (opens the advert in a new tab), the
// flexible work option tag, summary, highlights, the Internal only / Expression of interest
// attribute and the talent's application tag.
import { Badge, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconClock,
  IconCurrencyDollar,
  IconMapPin,
} from '@tabler/icons-react';
import type { JobApplicationState, JobListing } from '@talent/contract';
import { format } from 'date-fns';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_TAGS } from '../../lib/application-tag';
import classes from './job-listing-card.module.css';

/** Spec 3 section 9: job listing logos are 50 px, with an 85 px image for dense screens. */
export const LOGO_SIZE = { base: 50, dense: 85 } as const;

export interface ListingLogo {
  squareLogoUrl: string | null;
  squareLogoUrl2x: string | null;
}

interface JobListingCardProps {
  job: JobListing;
  /** The advert on the careers site; the title is plain text without one. */
  href: string | null;
  logo?: ListingLogo;
  application?: JobApplicationState;
  linkRef?: Ref<HTMLAnchorElement>;
}

const day = (iso: string) => format(new Date(iso), 'd MMM yyyy');

export function JobListingCard({ job, href, logo, application, linkRef }: JobListingCardProps) {
  const { t } = useTranslation();
  const titleId = `job-${job.id}`;
  const tag = application ? APPLICATION_TAGS[application] : null;
  const logoUrl = logo?.squareLogoUrl ?? null;
  const location = job.physicalLocation ?? job.workLocationName;

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.card}
      data-with-logo={logoUrl ? true : undefined}
      aria-labelledby={titleId}
    >
      <div className={classes.top}>
        {logoUrl && (
          <img
            className={classes.logo}
            src={logoUrl}
            srcSet={`${logoUrl} ${LOGO_SIZE.base}w, ${logo?.squareLogoUrl2x ?? logoUrl} ${LOGO_SIZE.dense}w`}
            sizes={`${LOGO_SIZE.base}px`}
            width={LOGO_SIZE.base}
            height={LOGO_SIZE.base}
            alt=""
          />
        )}
        <div className={classes.heading}>
          <h2 className={classes.title} id={titleId}>
            {href ? (
              <a
                ref={linkRef}
                className={classes.titleLink}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {job.roleName}
                <VisuallyHidden> {t('jobListing.opensInNewTab')}</VisuallyHidden>
              </a>
            ) : (
              job.roleName
            )}
          </h2>
          <Text size="sm" c="dimmed" mt={2}>
            {job.companyName}
          </Text>
        </div>
        {tag && (
          <div className={classes.tag}>
            <Badge
              color={tag.color}
              variant={tag.color === 'green' ? 'light' : 'outline'}
              radius="sm"
              tt="none"
            >
              {t(tag.labelKey)}
            </Badge>
          </div>
        )}
      </div>
      <div className={classes.details}>
        {(job.flexibleWorkOption || job.internalOnly || job.isEoi) && (
          <Group gap={6}>
            {job.flexibleWorkOption && (
              <Badge variant="light" color="brand" radius="sm" tt="none">
                {job.flexibleWorkOption}
              </Badge>
            )}
            {job.internalOnly ? (
              <Badge variant="outline" color="grape" radius="sm" tt="none">
                {t('jobListing.internalOnly')}
              </Badge>
            ) : job.isEoi ? (
              <Badge variant="outline" color="indigo" radius="sm" tt="none">
                {t('jobListing.expressionOfInterest')}
              </Badge>
            ) : null}
          </Group>
        )}
        {job.summary && (
          <Text mt="sm" lineClamp={3}>
            {job.summary}
          </Text>
        )}
        <ul className={classes.highlights}>
          {location && (
            <li>
              <IconMapPin size={16} aria-hidden />
              {location}
            </li>
          )}
          {job.workType && (
            <li>
              <IconBriefcase size={16} aria-hidden />
              {job.workType}
            </li>
          )}
          {job.salaryRange && (
            <li>
              <IconCurrencyDollar size={16} aria-hidden />
              {job.salaryRange}
            </li>
          )}
          <li>
            <IconCalendarEvent size={16} aria-hidden />
            {t('jobListing.posted', { date: day(job.postedFrom) })}
          </li>
          {job.applicationsCloseAt && (
            <li>
              <IconClock size={16} aria-hidden />
              {t('jobListing.closes', { date: day(job.applicationsCloseAt) })}
            </li>
          )}
        </ul>
      </div>
    </Paper>
  );
}
