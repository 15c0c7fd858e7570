import { COMMUNITIES_PAGE_SIZE, clampPage, pageCount } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { pageLinks, paginationModel } from './pagination';

describe('communities pagination: the page links', () => {
  it('links every page when there are 5 or fewer', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most 5 links, centred on the current page', () => {
    expect(pageLinks(7, 30)).toEqual([5, 6, 7, 8, 9]);
    expect(pageLinks(4, 30)).toEqual([2, 3, 4, 5, 6]);
  });

  it('keeps 5 links at either end', () => {
    expect(pageLinks(1, 30)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(2, 30)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(3, 30)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(29, 30)).toEqual([26, 27, 28, 29, 30]);
    expect(pageLinks(30, 30)).toEqual([26, 27, 28, 29, 30]);
  });

  it('clamps a page outside 1..pages before choosing the links', () => {
    expect(pageLinks(99, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageLinks(0, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(3, 0)).toEqual([1]);
  });
});

describe('communities pagination: previous, next and the 10-page jumps', () => {
  it('has neither previous nor next nor jumps on a single page', () => {
    expect(paginationModel(1, 1)).toEqual({
      page: 1,
      pages: 1,
      links: [1],
      previous: null,
      next: null,
      jumpBack: null,
      jumpForward: null,
    });
  });

  it('has no jumps while every page is linked', () => {
    const model = paginationModel(3, 5);
    expect(model.previous).toBe(2);
    expect(model.next).toBe(4);
    expect(model.jumpBack).toBeNull();
    expect(model.jumpForward).toBeNull();
  });

  it('jumps 10 pages forward, and back as far as page 1', () => {
    const model = paginationModel(7, 30);
    expect(model.jumpForward).toBe(17);
    expect(model.jumpBack).toBe(1);
  });

  it('jumps 10 pages back, and forward as far as the last page', () => {
    const model = paginationModel(24, 30);
    expect(model.jumpBack).toBe(14);
    expect(model.jumpForward).toBe(30);
  });

  it('has no back jump when the links reach page 1, no forward jump when they reach the end', () => {
    expect(paginationModel(3, 30).jumpBack).toBeNull();
    expect(paginationModel(3, 30).jumpForward).toBe(13);
    expect(paginationModel(28, 30).jumpForward).toBeNull();
    expect(paginationModel(28, 30).jumpBack).toBe(18);
  });

  it('has no previous on the first page and no next on the last', () => {
    expect(paginationModel(1, 30).previous).toBeNull();
    expect(paginationModel(30, 30).next).toBeNull();
    expect(paginationModel(30, 30).previous).toBe(29);
  });

  it('shows the last page for a page beyond the end', () => {
    const model = paginationModel(40, 12);
    expect(model.page).toBe(12);
    expect(model.next).toBeNull();
  });
});

describe('communities pagination: page count and clamping (contract)', () => {
  it('has at least 1 page, 16 communities a page', () => {
    expect(pageCount(0, COMMUNITIES_PAGE_SIZE)).toBe(1);
    expect(pageCount(16, COMMUNITIES_PAGE_SIZE)).toBe(1);
    expect(pageCount(17, COMMUNITIES_PAGE_SIZE)).toBe(2);
  });

  it('clamps a page to the last one, and to at least 1', () => {
    expect(clampPage(9, 40, COMMUNITIES_PAGE_SIZE)).toBe(3);
    expect(clampPage(0, 40, COMMUNITIES_PAGE_SIZE)).toBe(1);
    expect(clampPage(5, 0, COMMUNITIES_PAGE_SIZE)).toBe(1);
  });
});
