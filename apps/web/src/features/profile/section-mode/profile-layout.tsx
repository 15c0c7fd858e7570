// How the profile editor is shown: the full page, or the iframe mode of
// /talent/iframeable-profile (business card and resume hidden, sections bordered, forms not
// scrolled into view). Spec 2 section 2.2.
import { createContext, useCallback, useContext, useRef } from 'react';

export interface ProfileLayout {
  iframe: boolean;
}

export const ProfileLayoutContext = createContext<ProfileLayout>({ iframe: false });

export const useProfileLayout = () => useContext(ProfileLayoutContext);

/** Room above a scrolled-to form for the sticky header (the same as the sections' anchors). */
const HEADER_ROOM = '80px';

/**
 * A ref callback that scrolls a just-opened form into view once, except in iframe mode
 * (spec 2 section 2.3). The callback is stable, so re-renders (each keystroke) never scroll the
 * form back to its top; each newly mounted form element scrolls once.
 */
export function useScrollFormIntoView() {
  const { iframe } = useProfileLayout();
  const iframeRef = useRef(iframe);
  iframeRef.current = iframe;
  const scrolled = useRef<HTMLElement | null>(null);
  return useCallback((element: HTMLElement | null) => {
    if (!element || element === scrolled.current || iframeRef.current) return;
    scrolled.current = element;
    element.style.scrollMarginTop = HEADER_ROOM;
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);
}
