// The pages of the communities (spec 3 sections 4 and 9): a navigation landmark with up to 5
// page links (the current one marked aria-current), previous and next, and the 10-page jumps.
// Each is a link to its page's URL, so a page can be opened, shared and gone back from.
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import { COMMUNITIES_PAGE_JUMP } from '@talent/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paginationModel } from '../lib/pagination';
import classes from './community-pagination.module.css';

interface CommunityPaginationProps {
  page: number;
  pages: number;
  /** The link of a page: its search, '?…' or '' for the first page with no filters. */
  hrefOf: (page: number) => string;
  onNavigate?: () => void;
}

interface ControlProps {
  target: number | null;
  label: string;
  children: ReactNode;
  hrefOf: (page: number) => string;
  onNavigate?: () => void;
}

/** Previous, next or a jump: a link, or a disabled button where there is nowhere to go. */
function StepControl({ target, label, children, hrefOf, onNavigate }: ControlProps) {
  if (target === null)
    return (
      <button type="button" className={classes.control} aria-label={label} disabled>
        {children}
      </button>
    );
  return (
    <Link
      to={{ search: hrefOf(target) }}
      className={classes.control}
      aria-label={label}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}

export function CommunityPagination({ page, pages, hrefOf, onNavigate }: CommunityPaginationProps) {
  const { t } = useTranslation();
  const model = paginationModel(page, pages);
  if (model.pages <= 1) return null;
  const jump = String(COMMUNITIES_PAGE_JUMP);
  const step = { hrefOf, onNavigate };

  return (
    <nav aria-label={t('communities.pagination.label')} className={classes.pagination}>
      <ul className={classes.list}>
        {model.jumpBack !== null && (
          <li>
            <StepControl
              target={model.jumpBack}
              label={t('communities.pagination.jumpBack', { jump })}
              {...step}
            >
              <IconChevronsLeft size={18} aria-hidden />
            </StepControl>
          </li>
        )}
        <li>
          <StepControl
            target={model.previous}
            label={t('communities.pagination.previous')}
            {...step}
          >
            <IconChevronLeft size={18} aria-hidden />
          </StepControl>
        </li>
        {model.links.map((link) => (
          <li key={link}>
            <Link
              to={{ search: hrefOf(link) }}
              className={classes.control}
              aria-label={t('communities.pagination.page', { page: String(link) })}
              aria-current={link === model.page ? 'page' : undefined}
              onClick={onNavigate}
            >
              {link}
            </Link>
          </li>
        ))}
        <li>
          <StepControl target={model.next} label={t('communities.pagination.next')} {...step}>
            <IconChevronRight size={18} aria-hidden />
          </StepControl>
        </li>
        {model.jumpForward !== null && (
          <li>
            <StepControl
              target={model.jumpForward}
              label={t('communities.pagination.jumpForward', { jump })}
              {...step}
            >
              <IconChevronsRight size={18} aria-hidden />
            </StepControl>
          </li>
        )}
      </ul>
    </nav>
  );
}
