// How the profile editor is shown: the full page, or the iframe mode of
// /talent/iframeable-profile (business card and resume hidden, sections bordered, forms not
// scrolled into view). Spec 2 section 2.2.
import { createContext, useContext } from 'react';

export interface ProfileLayout {
  iframe: boolean;
}

export const ProfileLayoutContext = createContext<ProfileLayout>({ iframe: false });

export const useProfileLayout = () => useContext(ProfileLayoutContext);

/** Scrolls a just-opened form into view, except in iframe mode (spec 2 section 2.3). */
export function useScrollFormIntoView() {
  const { iframe } = useProfileLayout();
  return (element: HTMLElement | null) => {
    if (!iframe && element) element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
}
