// The tabs are computed once from the route tree in the router module and handed to the shell
// through context, so layout components need not import the tree they are part of.
import { createContext, useContext } from 'react';
import type { SideNavItem } from './side-nav-items';

export const SideNavItemsContext = createContext<SideNavItem[]>([]);

export const useSideNavItems = () => useContext(SideNavItemsContext);
