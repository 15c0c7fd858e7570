// A callback whose identity never changes and that always calls the latest function given, for
// a memoised child's props: a new function each render would draw the child again. Updated in a
// layout effect, so the children's effects of the same commit already call the new one. Not
// for calling while drawing.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
