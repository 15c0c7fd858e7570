import { filesMessages, MAX_RESUME_BYTES } from '@talent/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import {
  readTalentLocalStore,
  writeTalentLocalStore,
} from '../../../shared/local-store/talent-local-store';
import { callsTo } from '../../../test/mock-api';
import { useSectionMode } from '../section-mode/section-mode';
import { ResumeSection } from './resume-section';
import { buildCvFile, buildCvFileResponse, mockProfileApi, renderInProfile } from './test-support';

const CV = 'GET /api/talentapi/cv-file';
const pdf = (name = 'My CV.pdf', size?: number) => {
  const file = new File(['%PDF-1.4 resume'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const fileInput = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('ResumeSection', () => {
  it('offers the upload with its label, caption and Add Resume button when there is no resume', async () => {
    mockProfileApi();
    renderInProfile(<ResumeSection />);
    const section = await screen.findByRole('region', { name: 'Resume' });
    expect(await within(section).findByText('Upload your resume')).toBeInTheDocument();
    expect(within(section).getByText('Save time by importing your current resume')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Add Resume' })).toBeEnabled();
  });

  it('uploads the chosen file and lists it with its size, date and a Download link', async () => {
    const uploaded = buildCvFile({ fileName: 'My CV.pdf' });
    const api = mockProfileApi({
      'POST /api/talentapi/cv-file': { status: 201, body: buildCvFileResponse({ file: uploaded }) },
    });
    const { container } = renderInProfile(<ResumeSection />);
    await screen.findByRole('button', { name: 'Add Resume' });

    await userEvent.upload(fileInput(container), pdf());

    expect(await screen.findByText('My CV.pdf')).toBeInTheDocument();
    expect(screen.getByText(/246 KB · Uploaded 3 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download My CV.pdf' })).toHaveAttribute(
      'href',
      uploaded.downloadUrl,
    );
    expect(screen.getByRole('button', { name: 'Replace Resume' })).toBeEnabled();
    const [call] = callsTo(api, 'POST /api/talentapi/cv-file');
    expect(call).toBeDefined();
    expect(await screen.findByText('Your resume has been uploaded.')).toBeInTheDocument();
  });

  it('refuses a file over 25 MB before sending it', async () => {
    const api = mockProfileApi();
    const { container } = renderInProfile(<ResumeSection />);
    await screen.findByRole('button', { name: 'Add Resume' });

    await userEvent.upload(fileInput(container), pdf('big.pdf', MAX_RESUME_BYTES + 1));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File is too large. The maximum size is 25 MB.',
    );
    expect(callsTo(api, 'POST /api/talentapi/cv-file')).toHaveLength(0);
  });

  it('takes a file dropped on the upload area, and refuses two at once', async () => {
    const uploaded = buildCvFile({ fileName: 'Dropped.pdf' });
    const api = mockProfileApi({
      'POST /api/talentapi/cv-file': { status: 201, body: buildCvFileResponse({ file: uploaded }) },
    });
    renderInProfile(<ResumeSection />);
    const button = await screen.findByRole('button', { name: 'Add Resume' });
    const dropZone = button.closest('[data-drop-area]');
    if (!dropZone) throw new Error('no drop area');
    const drop = (files: File[]) =>
      fireEvent.drop(dropZone, { dataTransfer: { files, types: ['Files'] } });

    drop([pdf('one.pdf'), pdf('two.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose one file only.');
    expect(callsTo(api, 'POST /api/talentapi/cv-file')).toHaveLength(0);

    drop([pdf('Dropped.pdf')]);
    expect(await screen.findByText('Dropped.pdf')).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/talentapi/cv-file')).toHaveLength(1);
  });

  it("shows the server's message in a toast when the upload is refused", async () => {
    mockProfileApi({
      'POST /api/talentapi/cv-file': {
        status: 415,
        body: { message: filesMessages.resumeWrongType, code: 'UNSUPPORTED_MEDIA_TYPE' },
      },
    });
    const { container } = renderInProfile(<ResumeSection />);
    await screen.findByRole('button', { name: 'Add Resume' });
    await userEvent.upload(fileInput(container), pdf());
    expect(await screen.findByText(filesMessages.resumeWrongType)).toBeInTheDocument();
  });

  it('deletes the resume after confirmation and clears the pre-fill flags', async () => {
    let file: ReturnType<typeof buildCvFile> | null = buildCvFile();
    writeTalentLocalStore('talent-1', { ignoreCvImport: true, ignoreParsedCvMessage: true });
    const api = mockProfileApi({
      [CV]: () => ({ body: buildCvFileResponse({ file }) }),
      'DELETE /api/talentapi/cv-file/11111111-1111-4111-8111-111111111111': () => {
        file = null;
        return new Response(null, { status: 204 });
      },
    });
    renderInProfile(<ResumeSection />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Jane Citizen CV.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete resume' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete your resume');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      callsTo(api, 'DELETE /api/talentapi/cv-file/11111111-1111-4111-8111-111111111111'),
    ).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Jane Citizen CV.pdf' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete resume' })).getByRole('button', {
        name: 'Yes, Delete',
      }),
    );

    expect(await screen.findByRole('button', { name: 'Add Resume' })).toBeInTheDocument();
    expect(screen.queryByText('Jane Citizen CV.pdf')).not.toBeInTheDocument();
    expect(readTalentLocalStore('talent-1')).toMatchObject({
      ignoreCvImport: false,
      ignoreParsedCvMessage: false,
    });
  });

  it('shows the server message when the delete fails, and keeps the file', async () => {
    mockProfileApi({
      [CV]: { body: buildCvFileResponse({ file: buildCvFile() }) },
      'DELETE /api/talentapi/cv-file/11111111-1111-4111-8111-111111111111': {
        status: 404,
        body: { message: 'Resume not found', code: 'NOT_FOUND' },
      },
    });
    renderInProfile(<ResumeSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Jane Citizen CV.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('Resume not found')).toBeInTheDocument();
    expect(screen.getByText('Jane Citizen CV.pdf')).toBeInTheDocument();
  });

  describe('the pre-fill offer', () => {
    const prompt = 'We can help you fill in your profile with your uploaded resume';
    const withFile = (overrides: Parameters<typeof buildCvFileResponse>[0]) =>
      mockProfileApi({
        [CV]: { body: buildCvFileResponse({ file: buildCvFile(), ...overrides }) },
      });

    it('is not offered while the server cannot pre-fill (the file gave no resume)', async () => {
      withFile({ canPreFillFromCv: false });
      renderInProfile(<ResumeSection />);
      await screen.findByText('Jane Citizen CV.pdf');
      expect(screen.queryByText(prompt)).not.toBeInTheDocument();
    });

    it('is offered when it can pre-fill, has not and was not dismissed; dismissing stores it', async () => {
      withFile({ canPreFillFromCv: true });
      renderInProfile(<ResumeSection />);
      expect(await screen.findByText(prompt)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pre-fill now' })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText(prompt)).not.toBeInTheDocument();
      expect(readTalentLocalStore('talent-1').ignoreCvImport).toBe(true);
    });

    it('is not offered once dismissed on this device, nor after a pre-fill', async () => {
      writeTalentLocalStore('talent-1', { ignoreCvImport: true });
      withFile({ canPreFillFromCv: true });
      const first = renderInProfile(<ResumeSection />);
      await screen.findByText('Jane Citizen CV.pdf');
      expect(screen.queryByText(prompt)).not.toBeInTheDocument();
      first.unmount();

      window.localStorage.clear();
      withFile({ canPreFillFromCv: true, hasPreFilled: true });
      renderInProfile(<ResumeSection />);
      await screen.findByText('Jane Citizen CV.pdf');
      expect(screen.queryByText(prompt)).not.toBeInTheDocument();
    });
  });

  it('is dimmed with its actions disabled while another section is being edited', async () => {
    mockProfileApi({ [CV]: { body: buildCvFileResponse({ file: buildCvFile() }) } });
    function OtherSectionEditing() {
      const { startEdit } = useSectionMode('career-summary', false);
      useEffect(() => startEdit(), [startEdit]);
      return null;
    }
    renderInProfile(
      <>
        <ResumeSection />
        <OtherSectionEditing />
      </>,
    );
    await screen.findByText('Jane Citizen CV.pdf');
    const section = document.getElementById('resume');
    expect(section).toHaveAttribute('data-locked');
    expect(screen.getByRole('button', { name: /Replace Resume/, hidden: true })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Delete Jane Citizen CV.pdf', hidden: true }),
    ).toBeDisabled();
  });
});
