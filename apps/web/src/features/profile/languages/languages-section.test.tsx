import type { LanguageEntry } from '@talent/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SectionModeProvider } from '../section-mode/section-mode';
import { LanguagesSection } from './languages-section';

const french: LanguageEntry = {
  id: '44444444-4444-4444-8444-444444444444',
  languageId: 'fr',
  languageName: 'French',
  level: 3,
};

function renderSection(initial: LanguageEntry[]) {
  let current = initial;
  const api = mockApi({
    'GET /api/talentapi/languages': () => ({ body: current }),
    'GET /api/talentapi/reference/languages': {
      body: [
        { id: 'fr', name: 'French' },
        { id: 'de', name: 'German' },
      ],
    },
    'POST /api/talentapi/language': ({ body }) => {
      const entry = {
        id: '55555555-5555-4555-8555-555555555555',
        languageName: 'German',
        ...(body as object),
      };
      current = [...current, entry as LanguageEntry];
      return { status: 201, body: entry };
    },
    [`DELETE /api/talentapi/language/${french.id}`]: () => {
      current = current.filter((l) => l.id !== french.id);
      return { body: {} };
    },
  });
  renderWithProviders(
    <SectionModeProvider>
      <LanguagesSection />
    </SectionModeProvider>,
  );
  return api;
}

describe('Languages', () => {
  it('lists Language and Proficiency with the spec labels', async () => {
    renderSection([french]);
    const row = (await screen.findByRole('cell', { name: 'French' })).closest('tr')!;
    expect(within(row).getByText('Professional Working')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Proficiency' })).toBeInTheDocument();
  });

  it("asks for both fields: 'Language is required', 'Proficiency level is required'", async () => {
    const user = userEvent.setup();
    const api = renderSection([]);
    await user.click(await screen.findByRole('button', { name: 'Add language' }));
    expect(screen.queryByText('Language is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Language is required')).toBeInTheDocument();
    expect(screen.getByText('Proficiency level is required')).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/talentapi/language')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /Language/ }));
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await user.click(screen.getByRole('combobox', { name: /Proficiency/ }));
    await user.click(await screen.findByRole('option', { name: 'Fluent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'German' })).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/talentapi/language')[0]!.body).toEqual({
      languageId: 'de',
      level: 5,
    });
  });

  it('moves focus into the opened editor without opening its select, and back to Add on Cancel', async () => {
    const user = userEvent.setup();
    renderSection([]);
    await user.click(await screen.findByRole('button', { name: 'Add language' }));
    const section = document.getElementById('languages')!;
    await waitFor(() => expect(section).toContainElement(document.activeElement as HTMLElement));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add language' })).toHaveFocus());
  });

  it('delete asks first: Cancel returns to Edit; Yes, Delete removes and shows Empty', async () => {
    const user = userEvent.setup();
    renderSection([french]);
    await user.click(await screen.findByRole('button', { name: 'Edit French' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Are you sure you want to delete this language?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText(/Add the languages you speak/)).toBeInTheDocument();
  });
});
