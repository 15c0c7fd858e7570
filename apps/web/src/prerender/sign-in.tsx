// The sign-in page as the app first renders it, written into the first response at build time
// (scripts/prerender.mjs): a visitor sees the page before the app's scripts arrive, and the app
// replaces it when it starts (decision 027). Rendered with the app's own providers, strings and
// components, so the two are the same page.
import { APP_BASE_PATH } from '@talent/contract';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { enAU } from '../app/built-in-translations';
import { initI18n } from '../app/i18n';
import { AppProviders } from '../app/providers';
import { LoginPage } from '../features/auth';

export function renderSignIn(): { title: string; html: string } {
  const i18n = initI18n(enAU);
  const html = renderToString(
    <AppProviders queryClient={new QueryClient()} i18n={i18n}>
      <MemoryRouter basename={APP_BASE_PATH} initialEntries={[`${APP_BASE_PATH}/login`]}>
        <LoginPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return { title: `${i18n.t('auth.signInTitle')} | ${i18n.t('app.name')}`, html };
}
