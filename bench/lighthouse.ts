// npm run bench -- --lighthouse: Lighthouse (its npm package, with Debian's Chromium) in its
// default mobile emulation (a mid-range phone, simulated slow 4G and a 4x slower CPU) on the
// pages a job seeker opens first: sign-in and a public advert as a visitor, then Home, Find
// Jobs, Job Matching and Profile as the demo talent. Each page is loaded cold (Lighthouse clears
// the cache and the origin's storage first; the session cookie stays). Prints performance and
// accessibility scores, LCP, CLS and TBT per page as JSON, with the targets. Build first:
// npm run build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, startBuiltApp } from './built-app';
import { round } from './stats';

export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 100,
  lcpSeconds: 2.0,
  cls: 0.05,
  tbtMs: 150,
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface PageFigures {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
  /** The accessibility audits that failed, by id. */
  accessibilityFailures: string[];
  meetsTargets: boolean;
}

export async function benchLighthouse(): Promise<{
  targets: typeof LIGHTHOUSE_TARGETS;
  pages: PageFigures[];
  allMeetTargets: boolean;
}> {
  const app = await startBuiltApp();
  const debuggingPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'talent-lighthouse-'));
  // One persistent profile: the session cookie set by signing in is the one Lighthouse's tabs see.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--remote-debugging-port=${debuggingPort}`,
    ],
  });
  const pages: PageFigures[] = [];
  const measure = async (name: string, path: string) => {
    const result = await lighthouse(`${app.baseUrl}${path}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const figures = {
      page: name,
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpSeconds: round(value('largest-contentful-paint') / 1000),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      tbtMs: Math.round(value('total-blocking-time')),
      accessibilityFailures: (categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
    pages.push({
      ...figures,
      meetsTargets:
        figures.performance >= LIGHTHOUSE_TARGETS.performance &&
        figures.accessibility >= LIGHTHOUSE_TARGETS.accessibility &&
        figures.lcpSeconds <= LIGHTHOUSE_TARGETS.lcpSeconds &&
        figures.cls <= LIGHTHOUSE_TARGETS.cls &&
        figures.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs,
    });
  };
  try {
    const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
    const advert = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
    if (!advert) throw new Error('The sitemap lists no advert');
    await measure('sign-in', '/talent/login');
    await measure('public advert (visitor)', new URL(advert).pathname);
    const cookie = await app.signInDemo();
    await browser.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...rest] = pair.split('=');
        return { name, value: rest.join('='), url: app.baseUrl };
      }),
    );
    await measure('home', '/talent/home');
    await measure('find jobs', '/talent/find-jobs');
    await measure('job matching', '/talent/job-matching');
    await measure('profile', '/talent/profile');
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    await app.stop();
  }
  return {
    targets: LIGHTHOUSE_TARGETS,
    pages,
    allMeetTargets: pages.every((p) => p.meetsTargets),
  };
}
