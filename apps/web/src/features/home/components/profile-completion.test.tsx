import type { CompletionSection } from '@talent/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { buildSection } from '../test-support';
import { ProfileCompletion } from './profile-completion';

function renderCompletion(cvCompletion: number, sections: CompletionSection[] = [buildSection()]) {
  const onEditBusinessCard = vi.fn();
  const view = renderWithProviders(
    <ProfileCompletion
      progress={{ cvCompletion, sections }}
      onEditBusinessCard={onEditBusinessCard}
    />,
  );
  return { ...view, onEditBusinessCard };
}

/** The colour of the ring's filled part. */
function ringColour(ring: HTMLElement) {
  const curves = [...ring.querySelectorAll('circle')].map((circle) =>
    circle.style.getPropertyValue('--curve-color'),
  );
  return curves.find((colour) => colour && !colour.includes('gray') && !colour.includes('dark'));
}

describe('profile completion', () => {
  it.each([
    { percent: 49, level: 'Started', colour: 'red' },
    { percent: 50, level: 'Good', colour: 'orange' },
    { percent: 99, level: 'Good', colour: 'orange' },
    { percent: 100, level: 'Complete', colour: 'green' },
  ])('at $percent per cent is $level, coloured $colour', ({ percent, level, colour }) => {
    renderCompletion(percent);
    const ring = screen.getByRole('progressbar', { name: `Profile ${percent}% complete` });
    expect(ring).toHaveAttribute('aria-valuenow', String(percent));
    expect(ringColour(ring)).toContain(colour);
    expect(screen.getByText(level)).toBeInTheDocument();
    expect(screen.getByText(`${percent}%`)).toBeInTheDocument();
  });

  it('offers at most 5 calls to action, most points missing first, each with what it adds', () => {
    const sections = [10, 30, 5, 25, 15, 20].map((points, index) =>
      buildSection({ key: `s${index}`, label: `Section ${points}`, pointsPossible: points }),
    );
    sections.push(buildSection({ key: 'done', label: 'Done', isComplete: true }));
    renderCompletion(0, sections);
    const list = screen.getByRole('list', { name: 'Ways to improve your profile' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Section 30',
      'Section 25',
      'Section 20',
      'Section 15',
      'Section 10',
    ]);
    // 30 of the 125 points in all the sections.
    expect(within(items[0] as HTMLElement).getByText('+24%')).toBeInTheDocument();
  });

  it('links a call to action to its section of the profile', () => {
    renderCompletion(35);
    expect(screen.getByRole('link', { name: 'Work history' })).toHaveAttribute(
      'href',
      '/profile#work-history',
    );
    expect(
      screen.getByText('Add your roles so companies see your experience.'),
    ).toBeInTheDocument();
  });

  it('opens the business card editor on this page for the edit-business-card state', async () => {
    const { onEditBusinessCard } = renderCompletion(35, [
      buildSection({
        key: 'business-card',
        label: 'Business card',
        navigationTarget: { ngxRoute: '/profile#business-card', state: 'edit-business-card' },
      }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Business card' }));
    expect(onEditBusinessCard).toHaveBeenCalledOnce();
  });

  it('hides the list at 100% and says the profile is complete', () => {
    renderCompletion(100, [buildSection({ isComplete: true, pointsCompleted: 20 })]);
    expect(screen.queryByRole('list', { name: 'Ways to improve your profile' })).toBeNull();
    expect(screen.getByText('Your profile is complete')).toBeInTheDocument();
  });
});
