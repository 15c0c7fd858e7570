// Whether the screen matches a media query, for a part drawn differently on small screens. A page
// drawn on the server (decision 028) does not know the screen: there, and in the app's first
// drawing over that page, the answer is null, and the part draws both forms, the one that does not
// apply hidden by the page's styles, so the page neither moves nor is drawn again when the app
// takes it over; the app then keeps the one that applies.
import { useCallback, useSyncExternalStore } from 'react';

const unknownScreen = () => null;

export function useScreenQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribe, matches, unknownScreen);
}
