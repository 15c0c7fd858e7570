// The advert's header (spec 2 section 2.1): back link, Internal only / Expression of interest,
// the role name, the flexible work option, the highlights and the specialties.
import { Badge, Group, Stack } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconCoin,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import type { CareersJobAdvert } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import type { BackLinkTarget } from '../lib/back-link';
import type { Highlight, HighlightKey } from '../lib/highlights';
import { AdvertBackLink } from './advert-back-link';
import classes from './job-advert.module.css';

const ICONS: Record<HighlightKey, typeof IconMapPin> = {
  location: IconMapPin,
  workType: IconBriefcase,
  salary: IconCoin,
  closeDate: IconCalendarEvent,
  positions: IconUsers,
};

interface AdvertHeaderProps {
  job: CareersJobAdvert;
  backLink: BackLinkTarget;
  highlights: Highlight[];
}

export function AdvertHeader({ job, backLink, highlights }: AdvertHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="header">
      <AdvertBackLink target={backLink} label={t('jobAdvert.backToAllJobs')} />
      {(job.internalOnly || job.isEoi) && (
        <Group gap={6}>
          {job.internalOnly && (
            <Badge variant="outline" color="grape" radius="sm" tt="none">
              {t('jobAdvert.internalOnly')}
            </Badge>
          )}
          {job.isEoi && (
            <Badge variant="outline" color="indigo" radius="sm" tt="none">
              {t('jobAdvert.expressionOfInterest')}
            </Badge>
          )}
        </Group>
      )}
      <h1 className={classes.title}>{job.roleName}</h1>
      {job.flexibleWorkOption && (
        <Group gap={6}>
          <Badge variant="light" color="brand" radius="sm" tt="none" size="lg">
            {job.flexibleWorkOption}
          </Badge>
        </Group>
      )}
      <ul className={classes.highlights} aria-label={t('jobAdvert.highlights')}>
        {highlights.map(({ key, text, placeholder }) => {
          const Icon = ICONS[key];
          return (
            <li key={key} className={placeholder ? classes.placeholder : undefined}>
              <Icon size={18} aria-hidden />
              {text}
            </li>
          );
        })}
      </ul>
      {job.specialties.length > 0 && (
        <Group gap={6} aria-label={t('jobAdvert.specialties')} role="list">
          {job.specialties.map((skill) => (
            <Badge key={skill} role="listitem" variant="default" radius="sm" tt="none" fw={500}>
              {skill}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
