// The header's back link: browser back, the external listings URL, or the job search route.
import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { APP_BASE_PATH } from '@talent/contract';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BackLinkTarget } from '../lib/back-link';
import classes from './job-advert.module.css';

const withBase = (target: string) =>
  target.startsWith('/') ? `${APP_BASE_PATH}${target}` : target;

export function AdvertBackLink({ target, label }: { target: BackLinkTarget; label: ReactNode }) {
  const navigate = useNavigate();
  const content = (
    <>
      <IconArrowLeft size={16} aria-hidden />
      {label}
    </>
  );
  switch (target.kind) {
    case 'hidden':
      return null;
    case 'external':
      return (
        <Anchor href={target.href} className={classes.backLink}>
          {content}
        </Anchor>
      );
    case 'route':
      return (
        <Anchor component={Link} to={target.to} className={classes.backLink}>
          {content}
        </Anchor>
      );
    case 'browser-back':
      return (
        <Anchor
          href={withBase(target.fallback)}
          className={classes.backLink}
          onClick={(event) => {
            event.preventDefault();
            navigate(-1);
          }}
        >
          {content}
        </Anchor>
      );
  }
}
