// The job suggestion card (spec 1 sections 2, 4 and 9): its content, the transition card's
// sequence (500 ms fade in, 750 ms delay, 300 ms collapse, then removal), the score's colour
// bands, the summary cut at 250 characters, Remove Job and the unavailable card.
import type { JobSuggestion } from '@talent/contract';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../../test/mock-api';
import type { JobList } from '../lib/paths';
import { buildSuggestion, mockJobMatchingApi, renderInApp } from '../test-support';
import { JobCardList } from './job-card-list';
import { ScoreRing } from './score-ring';

// Mantine pages render slowly in jsdom on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

function Harness({
  initial,
  list = 'suggestions',
  canRemove = true,
  onRemoved = () => {},
}: {
  initial: JobSuggestion[];
  list?: JobList;
  canRemove?: boolean;
  onRemoved?: (ref: string) => void;
}) {
  const [jobs, setJobs] = useState(initial);
  return (
    <JobCardList
      jobs={jobs}
      list={list}
      label="Suggested jobs"
      canRemove={canRemove}
      onRemoved={(ref) => {
        onRemoved(ref);
        setJobs((all) => all.filter((job) => job.matchingReferenceId !== ref));
      }}
    />
  );
}

const card = (role: string) => screen.getByRole('article', { name: role });

/** Lets the fake clock run what is due now (the query library's own 0 ms notifications). */
async function flush() {
  await act(() => vi.advanceTimersByTimeAsync(0));
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Through the fade, the delay and the collapse: each step renders before the next starts. */
async function runTransition() {
  for (const ms of [500, 750, 300, 1]) await advance(ms);
}

function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('job suggestion card', { timeout: 20_000 }, () => {
  it('shows the score, role (to the details), company, highlights and the save toggle', () => {
    mockJobMatchingApi();
    renderInApp(<Harness initial={[buildSuggestion(1, { matchScore: 82 })]} />);

    const article = card('Role 1');
    expect(
      within(article).getByRole('img', { name: /^82% match: Strong skills match/ }),
    ).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Role 1' })).toHaveAttribute(
      'href',
      '/job-matching/job/ref-1',
    );
    expect(within(article).getByText('Tasman Digital')).toBeInTheDocument();
    expect(within(article).getByText('Surry Hills, NSW')).toBeInTheDocument();
    expect(within(article).getByText('Posted 20 Nov 2026')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('cuts a summary longer than 250 characters with an ellipsis', () => {
    mockJobMatchingApi();
    const long = `${'Lead the design of our platform. '.repeat(9)}The end.`;
    expect(long.length).toBeGreaterThan(250);
    renderInApp(<Harness initial={[buildSuggestion(1, { summary: long })]} />);

    const shown = within(card('Role 1')).getByText(/^Lead the design/).textContent ?? '';
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.slice(0, -1)).toBe(long.slice(0, 250).trimEnd());
    expect(screen.queryByText(/The end\./)).not.toBeInTheDocument();
  });

  it('links a saved job to its details under My Saved Jobs', () => {
    mockJobMatchingApi();
    renderInApp(
      <Harness list="saved" initial={[buildSuggestion(1, { savedJobStatus: 'Saved' })]} />,
    );

    expect(within(card('Role 1')).getByRole('link', { name: 'Role 1' })).toHaveAttribute(
      'href',
      '/job-matching/saved-jobs/job/ref-1',
    );
    expect(within(card('Role 1')).getByRole('button', { name: 'Saved' })).toBeInTheDocument();
  });

  it('offers Remove Job only where removal is allowed', () => {
    mockJobMatchingApi();
    const { unmount } = renderInApp(<Harness initial={[buildSuggestion(1)]} />);
    expect(
      within(card('Role 1')).getByRole('button', { name: 'Remove Job: Role 1' }),
    ).toBeInTheDocument();
    unmount();

    renderInApp(<Harness canRemove={false} initial={[buildSuggestion(1)]} />);
    expect(
      within(card('Role 1')).queryByRole('button', { name: /Remove Job/ }),
    ).not.toBeInTheDocument();
  });
});

describe('score ring colour bands', { timeout: 20_000 }, () => {
  it.each([
    [0, 'poor', 'yellow'],
    [25, 'poor', 'yellow'],
    [26, 'ok', 'orange'],
    [50, 'ok', 'orange'],
    [51, 'good', 'green'],
    [100, 'good', 'green'],
  ])('draws a score of %i in the %s band (%s)', (score, band, colour) => {
    renderInApp(<ScoreRing score={score} />);

    const ring = screen.getByRole('img', { name: `${score}% match` });
    expect(ring).toHaveAttribute('data-band', band);
    const strokes = [...ring.querySelectorAll('circle')].map((c) => c.getAttribute('style') ?? '');
    expect(strokes.some((stroke) => stroke.includes(`--mantine-color-${colour}-`))).toBe(true);
    expect(within(ring).getByText(`${score}%`)).toBeInTheDocument();
  });
});

describe('the transition card', { timeout: 20_000 }, () => {
  it('saves, fades "Job Saved" in over 500 ms, collapses 750 ms later over 300 ms, then removes the card', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = mockJobMatchingApi();
    const onRemoved = vi.fn();
    renderInApp(
      <Harness initial={[buildSuggestion(1), buildSuggestion(2)]} onRemoved={onRemoved} />,
    );

    fireEvent.click(within(card('Role 1')).getByRole('button', { name: 'Save' }));
    for (let i = 0; i < 10 && !screen.queryByTestId('transition-card'); i += 1) await flush();
    const transition = screen.getByTestId('transition-card');
    expect(transition).toHaveTextContent('Job Saved');
    expect(transition).toHaveAttribute('data-phase', 'fading-in');
    expect(callsTo(api, 'PUT /api/talentapi/job-matching/saved-jobs/ref-1')[0]?.body).toEqual({
      savedJobStatus: 'Saved',
      matchScore: 94,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Job Saved: Role 1');

    await advance(499);
    expect(transition).toHaveAttribute('data-phase', 'fading-in');
    await advance(1);
    expect(transition).toHaveAttribute('data-phase', 'shown');
    await advance(749);
    expect(transition).toHaveAttribute('data-phase', 'shown');
    await advance(1);
    expect(transition).toHaveAttribute('data-phase', 'collapsing');
    await advance(299);
    expect(onRemoved).not.toHaveBeenCalled();
    expect(transition).toBeInTheDocument();
    await advance(1);
    expect(onRemoved).toHaveBeenCalledWith('ref-1');
    expect(transition).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'job-ref-2',
    ]);
  });

  it('says "Job Unsaved" for an unsave and "Job Removed" for a removal', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = mockJobMatchingApi();
    renderInApp(
      <Harness initial={[buildSuggestion(1, { savedJobStatus: 'Saved' }), buildSuggestion(2)]} />,
    );

    fireEvent.click(within(card('Role 1')).getByRole('button', { name: 'Saved' }));
    for (let i = 0; i < 10 && !screen.queryByText('Job Unsaved'); i += 1) await flush();
    expect(screen.getByText('Job Unsaved')).toBeInTheDocument();

    fireEvent.click(within(card('Role 2')).getByRole('button', { name: 'Remove Job: Role 2' }));
    for (let i = 0; i < 10 && !screen.queryByText('Job Removed'); i += 1) await flush();
    expect(screen.getByText('Job Removed')).toBeInTheDocument();
    expect(callsTo(api, 'PUT /api/talentapi/job-matching/saved-jobs/ref-1')[0]?.body).toMatchObject(
      {
        savedJobStatus: 'Unsaved',
      },
    );
    expect(callsTo(api, 'PUT /api/talentapi/job-matching/saved-jobs/ref-2')[0]?.body).toMatchObject(
      {
        savedJobStatus: 'Deleted',
      },
    );

    await runTransition();
    expect(screen.queryAllByTestId('transition-card')).toHaveLength(0);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('moves the focus to the next job when the card it was on leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockJobMatchingApi();
    renderInApp(<Harness initial={[buildSuggestion(1), buildSuggestion(2)]} />);

    const save = within(card('Role 1')).getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    for (let i = 0; i < 10 && !screen.queryByTestId('transition-card'); i += 1) await flush();
    // The pressed button is gone; the focus waits on the transition card, not trapped there.
    expect(screen.getByTestId('transition-card')).toHaveFocus();

    await runTransition();
    expect(screen.getByRole('link', { name: 'Role 2' })).toHaveFocus();
  });

  it('with reduced motion, shows the message without fading and removes the card 750 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    preferReducedMotion();
    mockJobMatchingApi();
    const onRemoved = vi.fn();
    renderInApp(<Harness initial={[buildSuggestion(1)]} onRemoved={onRemoved} />);

    fireEvent.click(within(card('Role 1')).getByRole('button', { name: 'Save' }));
    for (let i = 0; i < 10 && !screen.queryByTestId('transition-card'); i += 1) await flush();
    // No fade: shown at once (the fake clock needs a tick for a 0 ms timer set during one).
    await advance(1);
    expect(screen.getByTestId('transition-card')).toHaveAttribute('data-phase', 'shown');

    await advance(740);
    expect(onRemoved).not.toHaveBeenCalled();
    // No collapse: gone at the 750 ms end.
    for (const ms of [10, 1, 1]) await advance(ms);
    expect(onRemoved).toHaveBeenCalledWith('ref-1');
  });

  it('ignores a second click while the request is in flight', async () => {
    let answer: (() => void) | undefined;
    const api = mockJobMatchingApi({
      'PUT /api/talentapi/job-matching/saved-jobs/ref-1': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: {} });
        }),
    });
    renderInApp(<Harness initial={[buildSuggestion(1)]} />);

    const save = within(card('Role 1')).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    fireEvent.click(within(card('Role 1')).getByRole('button', { name: 'Remove Job: Role 1' }));
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer?.();

    expect(await screen.findByText('Job Saved')).toBeInTheDocument();
    expect(callsTo(api, 'PUT /api/talentapi/job-matching/saved-jobs/ref-1')).toHaveLength(1);
  });

  it('shows the error and keeps the card when the change fails', async () => {
    mockJobMatchingApi({
      'PUT /api/talentapi/job-matching/saved-jobs/ref-1': {
        status: 404,
        body: { message: 'Job not found', code: 'NOT_FOUND' },
      },
    });
    renderInApp(<Harness initial={[buildSuggestion(1)]} />);

    fireEvent.click(within(card('Role 1')).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(within(card('Role 1')).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByTestId('transition-card')).not.toBeInTheDocument();
  });
});

describe('the unavailable card', { timeout: 20_000 }, () => {
  it('greys the job out, says so, and always offers Remove Job, which acknowledges it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = mockJobMatchingApi({
      'POST /api/talentapi/job-matching/saved-jobs/ref-1/acknowledge-no-longer-available': () =>
        new Response(null, { status: 204 }),
    });
    const onRemoved = vi.fn();
    renderInApp(
      <Harness
        list="saved"
        canRemove={false}
        onRemoved={onRemoved}
        initial={[buildSuggestion(1, { savedJobStatus: 'Saved', isUnavailable: true })]}
      />,
    );

    const article = card('Role 1');
    expect(within(article).getByText('This job is no longer available')).toBeInTheDocument();
    expect(within(article).queryByRole('link')).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    fireEvent.click(within(article).getByRole('button', { name: 'Remove Job: Role 1' }));
    for (let i = 0; i < 10 && !screen.queryByText('Job Removed'); i += 1) await flush();

    expect(
      callsTo(
        api,
        'POST /api/talentapi/job-matching/saved-jobs/ref-1/acknowledge-no-longer-available',
      ),
    ).toHaveLength(1);
    expect(callsTo(api, 'PUT /api/talentapi/job-matching/saved-jobs/ref-1')).toHaveLength(0);
    await runTransition();
    expect(onRemoved).toHaveBeenCalledWith('ref-1');
  });
});
