// A URL fragment (#work-history, #languages, ...) scrolls to its section once the page has
// rendered its data (spec 2 section 2.2). Sections above may still grow after that (a photo, a
// late list): the section is kept at the top until its place has been still for a moment, or
// until the person scrolls themselves.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * How long the target must stay put before we stop following it, and the most we follow: the
 * sections above load one by one, and on a slow connection or a busy device the next can come
 * well after the last (the person's own scrolling stops the following at once).
 */
const STILL_MS = 1500;
const FOLLOW_MS = 10_000;

export function useFragmentScroll(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    let lastTop = target.getBoundingClientRect().top;
    let stillSince = performance.now();
    const started = stillSince;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const event of USER_SCROLL_EVENTS) window.removeEventListener(event, stop);
    };
    const follow = (now: number) => {
      const top = target.getBoundingClientRect().top;
      if (Math.abs(top - lastTop) > 1) {
        target.scrollIntoView({ block: 'start' });
        lastTop = target.getBoundingClientRect().top;
        stillSince = now;
      }
      if (now - stillSince < STILL_MS && now - started < FOLLOW_MS) {
        frame = requestAnimationFrame(follow);
      } else stop();
    };
    frame = requestAnimationFrame(follow);
    for (const event of USER_SCROLL_EVENTS) window.addEventListener(event, stop, { passive: true });
    return stop;
  }, [ready, hash]);
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
