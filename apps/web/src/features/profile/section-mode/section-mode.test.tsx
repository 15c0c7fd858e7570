import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProfileSection } from './profile-section';
import { SectionModeProvider, useSectionMode } from './section-mode';

function Demo({ id, anchor }: { id: string; anchor: 'career-summary' | 'languages' }) {
  const section = useSectionMode(id, false);
  return (
    <ProfileSection
      anchor={anchor}
      title={id}
      locked={section.locked}
      actions={
        <Button onClick={section.startEdit} disabled={section.locked}>
          Edit {id}
        </Button>
      }
    >
      <p>
        {id} is {section.mode}
      </p>
      {section.mode === 'Edit' && <Button onClick={section.finish}>Done {id}</Button>}
    </ProfileSection>
  );
}

describe('one section at a time', () => {
  it('dims and disables the other sections while one is edited, and frees them after', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SectionModeProvider>
        <Demo id="summary" anchor="career-summary" />
        <Demo id="languages" anchor="languages" />
      </SectionModeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit summary' }));
    expect(screen.getByText('summary is Edit')).toBeInTheDocument();
    const other = document.getElementById('languages');
    expect(other).toHaveAttribute('data-locked');
    expect(other).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Edit languages', hidden: true })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Done summary' }));
    expect(screen.getByText('summary is Display')).toBeInTheDocument();
    expect(document.getElementById('languages')).not.toHaveAttribute('data-locked');
    await user.click(screen.getByRole('button', { name: 'Edit languages' }));
    expect(screen.getByText('languages is Edit')).toBeInTheDocument();
  });
});
