// Renders a component inside the app's providers (theme, i18n, query client, notifications).
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';

export function renderWithProviders(ui: ReactElement, options: { url?: string } = {}) {
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18next} env="test">
      <MemoryRouter initialEntries={[options.url ?? '/']}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient };
}
