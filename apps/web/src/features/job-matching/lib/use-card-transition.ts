// The transition card (spec 1 sections 2 and 9): after a save, unsave or removal the card shows
// 'Job Saved', 'Job Unsaved' or 'Job Removed', fading in over 500 ms; 750 ms later it collapses
// over 300 ms, and then the removal event fires. With reduced motion there is no fade and no
// collapse: the message stays for the same 750 ms, then the card goes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../../shared/lib/reduced-motion';

export const TRANSITION_MS = { fadeIn: 500, delay: 750, collapse: 300 } as const;

export type TransitionMessage = 'jobSaved' | 'jobUnsaved' | 'jobRemoved';
export type TransitionPhase = 'fading-in' | 'shown' | 'collapsing';

export interface CardTransition {
  message: TransitionMessage;
  phase: TransitionPhase;
  /** The person's reduced motion setting when the transition started. */
  reduceMotion: boolean;
}

export function useCardTransition(onRemoved: () => void) {
  const [transition, setTransition] = useState<CardTransition | null>(null);
  const removed = useRef(onRemoved);
  removed.current = onRemoved;

  const phase = transition?.phase;
  const reduceMotion = transition?.reduceMotion ?? false;
  useEffect(() => {
    if (!phase) return;
    const next: Record<TransitionPhase, [number, () => void]> = {
      'fading-in': [
        reduceMotion ? 0 : TRANSITION_MS.fadeIn,
        () => setTransition((t) => t && { ...t, phase: 'shown' }),
      ],
      shown: [TRANSITION_MS.delay, () => setTransition((t) => t && { ...t, phase: 'collapsing' })],
      collapsing: [reduceMotion ? 0 : TRANSITION_MS.collapse, () => removed.current()],
    };
    const [after, then] = next[phase];
    const timer = setTimeout(then, after);
    return () => clearTimeout(timer);
  }, [phase, reduceMotion]);

  const start = useCallback(
    (message: TransitionMessage) =>
      // Read as it starts, not watched: a watching hook drew every card of a list twice.
      setTransition({ message, phase: 'fading-in', reduceMotion: prefersReducedMotion() }),
    [],
  );
  return { transition, start };
}
