// 'Back to top' (spec 2 section 4.1): scrolls the window to the top over 1000 ms, easing in and
// out; at once for people who ask for reduced motion.
import { type MediaQueryWindow, prefersReducedMotion } from '../../../shared/lib/reduced-motion';

export const BACK_TO_TOP_DURATION_MS = 1000;

export interface ScrollWindow extends MediaQueryWindow {
  scrollY: number;
  scrollTo(x: number, y: number): void;
  requestAnimationFrame(callback: (time: number) => void): number;
}

const easeInOutCubic = (p: number) => (p < 0.5 ? 4 * p ** 3 : 1 - (-2 * p + 2) ** 3 / 2);

/** Resolves when the window is at the top. */
export function scrollToTop(
  win: ScrollWindow = window,
  duration = BACK_TO_TOP_DURATION_MS,
): Promise<void> {
  const start = win.scrollY;
  const reduced = prefersReducedMotion(win);
  if (start <= 0 || reduced || duration <= 0) {
    win.scrollTo(0, 0);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let startTime: number | null = null;
    const step = (time: number) => {
      startTime ??= time;
      const progress = Math.min(1, (time - startTime) / duration);
      win.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
      if (progress < 1) win.requestAnimationFrame(step);
      else resolve();
    };
    win.requestAnimationFrame(step);
  });
}
