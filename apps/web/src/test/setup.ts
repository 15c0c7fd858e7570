// Vitest set-up for the web project: jest-dom matchers, the browser APIs jsdom lacks and Mantine
// needs, and i18n initialised synchronously with the contract's en-AU bundle.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { enAU } from '@talent/contract';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '../app/i18n';

initI18n(enAU);

// A route's page loads with its own chunk (lazyPage): a file's first visit to a route waits for
// its modules to be transformed, which on a loaded machine takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.localStorage.clear();
});
