// A URL fragment (#work-history, #languages, ...) scrolls to its section once the page has
// rendered its data (spec 2 section 2.2).
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useFragmentScroll(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
