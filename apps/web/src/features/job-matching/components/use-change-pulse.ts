// Counts the changes of a value after the first: the saved-jobs count pulses when it changes
// (spec 1 section 2), not when it first loads.
import { useEffect, useRef, useState } from 'react';

export function useChangePulse(value: number): number {
  const [pulses, setPulses] = useState(0);
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (previous.current !== null && previous.current !== value) setPulses((n) => n + 1);
    previous.current = value;
  }, [value]);
  return pulses;
}
