import { describe, expect, it, vi } from 'vitest';
import { sanitiseAdvertHtml } from '../../../shared/lib/sanitise-html';
import { buildAdvert } from '../test-support';
import { salaryLines } from './salary';
import { BACK_TO_TOP_DURATION_MS, type ScrollWindow, scrollToTop } from './scroll-to-top';
import { fromVacancyPreview } from './vacancy-preview';
import { advertVideo, youtubeId } from './video';

describe('sanitiseAdvertHtml', () => {
  it('removes scripts, event handlers and javascript: URLs, and opens links in a new tab', () => {
    const html = sanitiseAdvertHtml(
      '<p>Hi<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://ok.example">ok</a>',
    );
    expect(html).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(html).toContain(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
  });
});

describe('video', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', null],
    ['not a url', null],
  ])('reads the YouTube id of %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it('embeds YouTube from the privacy-enhanced host and links a videomyjob video', () => {
    expect(
      advertVideo({
        videoType: 'youtube',
        youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
        videoUrl: null,
      }),
    ).toEqual({
      kind: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(
      advertVideo({
        videoType: 'videomyjob',
        youtubeUrl: null,
        videoUrl: 'https://videomyjob.example/v/1',
      }),
    ).toEqual({ kind: 'videomyjob', url: 'https://videomyjob.example/v/1' });
    expect(advertVideo({ videoType: null, youtubeUrl: null, videoUrl: null })).toBeNull();
  });
});

describe('scrollToTop', () => {
  function fakeWindow(scrollY: number) {
    const frames: ((time: number) => void)[] = [];
    const win: ScrollWindow & { frames: typeof frames } = {
      scrollY,
      frames,
      scrollTo: vi.fn(),
      requestAnimationFrame: (callback) => frames.push(callback),
      matchMedia: () => ({ matches: false }),
    };
    return win;
  }

  it(`scrolls to the top over ${BACK_TO_TOP_DURATION_MS} ms`, async () => {
    const win = fakeWindow(2000);
    const done = scrollToTop(win);
    win.frames.shift()?.(100);
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 2000);
    win.frames.shift()?.(600);
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 1000);
    win.frames.shift()?.(1099);
    expect(win.frames).toHaveLength(1);
    win.frames.shift()?.(1100);
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(win.frames).toHaveLength(0);
    await expect(done).resolves.toBeUndefined();
  });

  it('jumps at once for reduced motion', async () => {
    const win = { ...fakeWindow(500), matchMedia: () => ({ matches: true }) };
    await scrollToTop(win);
    expect(win.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });
});

describe('fromVacancyPreview (the preview mapping)', () => {
  it('reads jobTitle, location, numOfPositions, currency, salary and key points', () => {
    const {
      roleName,
      physicalLocation,
      numberOfPositions,
      currencyIso3,
      minSalary,
      maxSalary,
      keySellingPoints,
      ...rest
    } = buildAdvert();
    const job = fromVacancyPreview({
      ...rest,
      jobTitle: 'Pastry Chef',
      location: 'Surry Hills, NSW',
      numOfPositions: 2,
      currencyCode: 'NZD',
      salaryMin: 70000,
      salaryMax: 80000,
      keyPoint1: 'Four-day week',
      keyPoint2: ' ',
      keyPoint3: 'Free meals',
    });
    expect(job).toMatchObject({
      roleName: 'Pastry Chef',
      physicalLocation: 'Surry Hills, NSW',
      numberOfPositions: 2,
      currencyIso3: 'NZD',
      minSalary: 70000,
      maxSalary: 80000,
      keySellingPoints: ['Four-day week', 'Free meals'],
    });
  });
});

describe('salaryLines', () => {
  it('uses the range as written, then the description', () => {
    expect(salaryLines(buildAdvert())).toEqual([
      '$118,000 - $127,000 per year',
      'plus superannuation',
    ]);
  });

  it('builds a range from the minimum, maximum, currency and pay period', () => {
    expect(
      salaryLines(
        buildAdvert({
          salaryRange: null,
          salaryType: 'Hourly',
          minSalary: 38,
          maxSalary: 42,
          salaryDescription: null,
        }),
      ),
    ).toEqual(['$38 - $42 per hour']);
    expect(
      salaryLines(
        buildAdvert({
          salaryRange: null,
          minSalary: null,
          maxSalary: null,
          salaryDescription: null,
        }),
      ),
    ).toEqual([]);
  });
});
