import type { ParsingProgress } from '@talent/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readTalentLocalStore,
  writeTalentLocalStore,
} from '../../../shared/local-store/talent-local-store';
import { callsTo } from '../../../test/mock-api';
import { ResumeSection } from './resume-section';
import { buildCvFile, buildCvFileResponse, mockProfileApi, renderInProfile } from './test-support';

const CV = 'GET /api/talentapi/cv-file';
const PROGRESS = 'GET /api/workerapi/parsing/progress';
const PREFILL = 'POST /api/talentapi/cv-file/prefill';
const CLEAR = 'PUT /api/workerapi/webresume/clear';
const BUSY = 'Filling in your profile! This may take a few seconds...';
const REVIEW = 'Please review and edit the info that has been automatically filled';

const progress = (p: Partial<ParsingProgress> = {}): ParsingProgress => ({
  parsed: false,
  populated: false,
  failed: false,
  message: null,
  ...p,
});
const counts = {
  roles: 2,
  education: 1,
  licences: 0,
  itSkills: 3,
  languages: 1,
  careerSummary: 1,
  currentRole: 1,
  location: 1,
};

/** Lets fetch answers and renders through while setTimeout is fake. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(0));
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => vi.useRealTimers());

describe('the resume pre-fill', { timeout: 20_000 }, () => {
  it('polls every 2 s until parsed, pre-fills, polls until populated, waits 5 s, refreshes, then asks for a review', async () => {
    let prefilled = false;
    const answers = [
      progress(),
      progress(),
      progress({ parsed: true }),
      progress({ parsed: true }),
      progress({ parsed: true, populated: true }),
    ];
    const api = mockProfileApi({
      [CV]: () => ({
        body: buildCvFileResponse({
          file: buildCvFile(),
          canPreFillFromCv: true,
          hasPreFilled: prefilled,
        }),
      }),
      [PROGRESS]: () => ({ body: answers.shift() ?? progress({ parsed: true, populated: true }) }),
      [PREFILL]: () => {
        prefilled = true;
        return { body: { populated: true, added: counts, alreadyThere: counts, skipped: counts } };
      },
    });
    writeTalentLocalStore('talent-1', { ignoreParsedCvMessage: true });
    renderInProfile(<ResumeSection />);
    const preFill = await screen.findByRole('button', { name: 'Pre-fill now' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(preFill);
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent(BUSY);
    expect(screen.queryByRole('button', { name: 'Pre-fill now' })).not.toBeInTheDocument();
    expect(callsTo(api, PROGRESS)).toHaveLength(1);

    await advance(1999);
    expect(callsTo(api, PROGRESS)).toHaveLength(1);
    await advance(1);
    expect(callsTo(api, PROGRESS)).toHaveLength(2);
    expect(callsTo(api, PREFILL)).toHaveLength(0);
    await advance(2000);
    await flush();
    // Parsed: the pre-fill is asked for once, with no body, then the progress again at once.
    expect(callsTo(api, PREFILL)).toHaveLength(1);
    expect(callsTo(api, PREFILL)[0]?.body).toBeUndefined();
    expect(callsTo(api, PROGRESS)).toHaveLength(4);
    await advance(2000);
    await flush();
    expect(callsTo(api, PROGRESS)).toHaveLength(5);

    // Populated: 5 s more before the profile is read again.
    const cvReads = callsTo(api, CV).length;
    await advance(4999);
    expect(callsTo(api, CV)).toHaveLength(cvReads);
    expect(screen.getByRole('status')).toHaveTextContent(BUSY);
    await advance(1);
    await flush();
    expect(callsTo(api, CV).length).toBeGreaterThan(cvReads);
    expect(screen.getByText(REVIEW)).toBeInTheDocument();
    expect(screen.queryByText(BUSY)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByText(/Profile looks incorrect\?/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
    expect(callsTo(api, PROGRESS)).toHaveLength(5);
    expect(readTalentLocalStore('talent-1').ignoreParsedCvMessage).toBe(false);
  });

  it("a failed parse ends the flow with the server's message and pre-fills nothing", async () => {
    const message =
      "This doesn't look like a resume. Please upload your resume as a PDF, Word or text file.";
    const api = mockProfileApi({
      [CV]: { body: buildCvFileResponse({ file: buildCvFile(), canPreFillFromCv: true }) },
      [PROGRESS]: { body: progress({ failed: true, message }) },
    });
    renderInProfile(<ResumeSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pre-fill now' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo(api, PREFILL)).toHaveLength(0);
    expect(screen.queryByText(BUSY)).not.toBeInTheDocument();
    expect(screen.queryByText(REVIEW)).not.toBeInTheDocument();
  });

  it('Clear all asks first (Cancel keeps everything), then clears the profile and hides the review', async () => {
    const api = mockProfileApi({
      [CV]: { body: buildCvFileResponse({ file: buildCvFile(), hasPreFilled: true }) },
      [CLEAR]: { body: { ok: true } },
    });
    renderInProfile(<ResumeSection />);
    const user = userEvent.setup();
    expect(await screen.findByText(REVIEW)).toBeInTheDocument();

    // By keyboard: the link is a button in the tab order.
    screen.getByRole('button', { name: 'Clear all' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Clear all confirmation' });
    expect(dialog).toHaveTextContent('Are you sure you want to clear all parsed content?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, CLEAR)).toHaveLength(0);
    expect(screen.getByText(REVIEW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Clear all confirmation' })).getByRole(
        'button',
        { name: 'Clear all' },
      ),
    );
    await waitFor(() => expect(callsTo(api, CLEAR)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(REVIEW)).not.toBeInTheDocument());
    expect(readTalentLocalStore('talent-1').ignoreParsedCvMessage).toBe(true);
    expect(await screen.findByText('Your profile has been cleared.')).toBeInTheDocument();
  });

  it('dismissing the review stores ignoreParsedCvMessage, and it stays hidden', async () => {
    mockProfileApi({
      [CV]: { body: buildCvFileResponse({ file: buildCvFile(), hasPreFilled: true }) },
    });
    const first = renderInProfile(<ResumeSection />);
    expect(await screen.findByText(REVIEW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(REVIEW)).not.toBeInTheDocument();
    expect(readTalentLocalStore('talent-1').ignoreParsedCvMessage).toBe(true);
    first.unmount();

    renderInProfile(<ResumeSection />);
    await screen.findByText('Jane Citizen CV.pdf');
    expect(screen.queryByText(REVIEW)).not.toBeInTheDocument();
  });

  it('reached from a submitted job application with a resume: the review in yellow, its dismissal forgotten', async () => {
    writeTalentLocalStore('talent-1', { ignoreParsedCvMessage: true });
    mockProfileApi({
      [CV]: { body: buildCvFileResponse({ file: buildCvFile(), hasPreFilled: true }) },
    });
    renderInProfile(<ResumeSection />, { url: '/profile?reference=jobApplicationSubmitted' });
    const message = await screen.findByText(REVIEW);
    const alert = message.closest('[data-tone]');
    expect(alert).toHaveAttribute('data-tone', 'jobApplicationSubmitted');
    expect(alert?.querySelector('.tabler-icon-alert-triangle')).not.toBeNull();
    expect(readTalentLocalStore('talent-1').ignoreParsedCvMessage).toBe(false);
  });

  it('without a resume, the reference shows nothing', async () => {
    mockProfileApi({ [CV]: { body: buildCvFileResponse() } });
    renderInProfile(<ResumeSection />, { url: '/profile?reference=jobApplicationSubmitted' });
    await screen.findByRole('button', { name: 'Add Resume' });
    expect(screen.queryByText(REVIEW)).not.toBeInTheDocument();
  });

  it('a pre-filled review is blue with its own icon', async () => {
    mockProfileApi({
      [CV]: { body: buildCvFileResponse({ file: buildCvFile(), hasPreFilled: true }) },
    });
    renderInProfile(<ResumeSection />);
    const alert = (await screen.findByText(REVIEW)).closest('[data-tone]');
    expect(alert).toHaveAttribute('data-tone', 'prefilled');
    expect(alert?.querySelector('.tabler-icon-clipboard-check')).not.toBeNull();
  });
});
