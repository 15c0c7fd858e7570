// Renders profile file components as the profile page does: inside the section-mode provider,
// with the session (a suspense query) answered by the mock API.
import type { CvFile, CvFileResponse } from '@talent/contract';
import { type ReactElement, Suspense } from 'react';
import { buildSession } from '../../../test/fixtures';
import { type MockHandler, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SectionModeProvider } from '../section-mode/section-mode';

export function renderInProfile(ui: ReactElement, options: { url?: string } = {}) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <SectionModeProvider>{ui}</SectionModeProvider>
    </Suspense>,
    options,
  );
}

export function buildCvFile(overrides: Partial<CvFile> = {}): CvFile {
  const id = overrides.id ?? '11111111-1111-4111-8111-111111111111';
  return {
    id,
    fileName: 'Jane Citizen CV.pdf',
    contentType: 'application/pdf',
    sizeBytes: 251_904,
    uploadedAt: '2026-11-03T09:30:00.000Z',
    downloadUrl: `/api/talentapi/cv-file/${id}/download`,
    ...overrides,
  };
}

export function buildCvFileResponse(overrides: Partial<CvFileResponse> = {}): CvFileResponse {
  return {
    file: null,
    allowedFileTypes: ['pdf', 'doc', 'docx', 'rtf', 'txt'],
    canPreFillFromCv: false,
    hasPreFilled: false,
    ...overrides,
  };
}

export function mockProfileApi(handlers: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/talentapi/session': { body: buildSession() },
    'GET /api/talentapi/cv-file': { body: buildCvFileResponse() },
    ...handlers,
  });
}
