// Mantine's `useId` (used by its inputs, menus, popovers, dialogs…), put in its place by the
// build (vite.config.ts): the same id it starts with, React's own, and nothing more. Mantine's
// swaps that id for a random one in a layout effect once a component has mounted, which drew
// every such component a second time, at once, right after the app took over a page drawn by
// the server (decision 028): a long task on a phone. React's ids are unique within the app's
// one root, and the same on the server and in the browser.
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
