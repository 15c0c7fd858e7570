// A dialog whose code loads on demand (React.lazy), not with the page: the page mounts it from
// the moment the pointer comes over, or focus comes to, what opens it, so its code is there by
// the click; and the dialog opens only once mounted, as Mantine's Modal expects.
import { useCallback, useEffect, useState } from 'react';

/** For the page: whether to mount the dialog yet, and the handlers of what opens it. */
export function useOnDemandDialog() {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  return { wanted, want, intentProps: { onPointerEnter: want, onFocus: want } };
}

/**
 * For the dialog: `opened`, but false on its first render. A modal notes the focused element
 * when it opens, to give focus back when it closes, and does not when it mounts already open
 * (a click that came before the dialog's code).
 */
export function useOpenedOnceMounted(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}
