// Find Communities' pagination (spec 3 sections 4 and 9): at most COMMUNITIES_PAGE_LINKS page
// links around the current page, previous and next, and a jump of COMMUNITIES_PAGE_JUMP pages
// either way when the links do not reach the first or the last page.
import { COMMUNITIES_PAGE_JUMP, COMMUNITIES_PAGE_LINKS } from '@talent/contract';

export interface PaginationModel {
  /** The current page, clamped to 1..pages. */
  page: number;
  pages: number;
  /** The page numbers linked, in order; the current page among them. */
  links: number[];
  previous: number | null;
  next: number | null;
  /** Where the back jump goes; null when the links already reach page 1. */
  jumpBack: number | null;
  /** Where the forward jump goes; null when the links already reach the last page. */
  jumpForward: number | null;
}

/** The page links shown for page `page` of `pages`: a window centred on it where it can be. */
export function pageLinks(
  page: number,
  pages: number,
  maxLinks = COMMUNITIES_PAGE_LINKS,
): number[] {
  const last = Math.max(1, Math.floor(pages));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const size = Math.min(Math.max(1, maxLinks), last);
  const first = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), last - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}

export function paginationModel(
  page: number,
  pages: number,
  { maxLinks = COMMUNITIES_PAGE_LINKS, jump = COMMUNITIES_PAGE_JUMP } = {},
): PaginationModel {
  const last = Math.max(1, Math.floor(pages));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const links = pageLinks(current, last, maxLinks);
  const firstLink = links[0] ?? current;
  const lastLink = links.at(-1) ?? current;
  return {
    page: current,
    pages: last,
    links,
    previous: current > 1 ? current - 1 : null,
    next: current < last ? current + 1 : null,
    jumpBack: firstLink > 1 ? Math.max(1, current - jump) : null,
    jumpForward: lastLink < last ? Math.min(last, current + jump) : null,
  };
}
