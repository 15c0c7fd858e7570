import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/first-response.css';
import './app/focus-ring.css';
import './app/sticky-header.css';
import { APP_BASE_PATH } from '@talent/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { loadI18n } from './app/i18n';
import { createQueryClient } from './app/query-client';
import { createAppRoutes } from './app/router/app-routes';

const queryClient = createQueryClient();
const routes = createAppRoutes(queryClient);
const router = createBrowserRouter(routes, { basename: APP_BASE_PATH });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Translations first, so no page ever shows raw keys.
const i18n = await loadI18n();
createRoot(root).render(
  <StrictMode>
    <App router={router} routes={routes} queryClient={queryClient} i18n={i18n} />
  </StrictMode>,
);
