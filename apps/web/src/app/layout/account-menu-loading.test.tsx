// The account menu loads with its own chunk just after the shell shows. A click on its button
// in that moment must not be lost (found by the sign-in journey on a slow machine).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { buildAppConfig, buildSession } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

let releaseMenu: () => void = () => undefined;
const menuHeldBack = new Promise<void>((resolve) => {
  releaseMenu = resolve;
});

vi.mock('./account-menu', async (importOriginal) => {
  await menuHeldBack;
  return importOriginal();
});

it('opens the menu once it has loaded when its button was clicked before', async () => {
  mockApi({
    'GET /api/talentapi/app-config': { body: buildAppConfig() },
    'GET /api/talentapi/session': { body: buildSession() },
    'GET /api/talentapi/job-listing/new-jobs-count': { body: { count: 12 } },
  });
  renderApp('/talent/home');

  const account = await screen.findByRole('button', { name: /Jane Citizen/ });
  await userEvent.click(account);
  expect(account).toHaveAttribute('aria-expanded', 'true');
  expect(screen.queryByRole('menuitem', { name: 'Sign out' })).not.toBeInTheDocument();

  releaseMenu();
  expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
});
