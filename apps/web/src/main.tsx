// Mantine's styles per component, not the whole of '@mantine/core/styles.css': only those of the
// components the app renders. These are the components of every part of the app and what they
// are built on, in the order of Mantine's own styles.css (its shared components first, then the
// rest by name), so that where two apply to one element the same one wins as with the whole file.
// A component that only a few pages use imports its styles beside it, before its own CSS module:
// Table, Slider, Switch, Pill and PillsInput (TagsInput, MultiSelect), the dates'
// styles (MonthPickerInput) and the toasts' (notifications-container.ts). None of those styles an
// element that a file of this list styles too, so loading it later changes nothing.
// A component newly used here needs its file (and those of what it is built on) added here or
// beside it: without it, it renders unstyled. app/mantine-styles.test.ts fails until it is.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import './app/first-response.css';
import './app/focus-ring.css';
import './app/sticky-header.css';
import { APP_BASE_PATH } from '@talent/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { loadI18n } from './app/i18n';
import { createQueryClient } from './app/query-client';
import { createAppRoutes } from './app/router/app-routes';
import { firstNavigationDone, readFirstResponseData } from './shared/lib/first-response-data';

// The app starts in a task of its own, after the one that ran its modules: on a slow phone the
// two together were one long task (the main thread blocked for 150 ms and more).
await new Promise((resolve) => setTimeout(resolve, 0));
const queryClient = createQueryClient();
// A signed-in page drawn by the server came with the data it was drawn from (decision 028).
const drawnByServer = readFirstResponseData(queryClient);
const routes = createAppRoutes(queryClient);
const router = createBrowserRouter(routes, { basename: APP_BASE_PATH });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Translations first, so no page ever shows raw keys.
const i18n = await loadI18n();
// What the first response showed stays until the app can draw the page itself: the router's
// first navigation (the page's chunk and its loaders) is done. Until then the app would draw
// its loading screen in its place.
if (root.hasChildNodes() && !router.state.initialized) {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
firstNavigationDone();
const app = (
  <StrictMode>
    <App router={router} routes={routes} queryClient={queryClient} i18n={i18n} />
  </StrictMode>
);
if (drawnByServer) {
  // The server drew this page with the app's own components, routes and this data: React takes
  // its markup over (hydration) instead of drawing the page again; as a transition, in slices
  // (as below). Where the two differ (a clock's minute between them), React draws that part
  // again itself.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn('Part of the page was drawn again:', error),
    });
  });
} else {
  // The first drawing of the app is a transition: React draws it in slices of a few
  // milliseconds and lets the browser answer input between them, instead of one long task that
  // blocks a slow phone's main thread (Lighthouse's total blocking time). What the first
  // response showed (the pre-rendered sign-in page, an advert) stays until the app replaces it.
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(app));
}
