import { filesMessages, MAX_AVATAR_BYTES } from '@talent/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, type MockHandler, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { buildCard } from '../business-card/test-support';
import { EditAvatarModal } from './edit-avatar-modal';

vi.mock('../files/avatar/crop-image', () => ({
  cropToPng: vi.fn(async () => new Blob(['cropped'], { type: 'image/png' })),
}));

const ORIGINAL = 'GET /api/user/profile-photo/original';
const CROPPED_UPLOAD = 'POST /api/user/profile-photo-ngx';
const ORIGINAL_UPLOAD = 'POST /api/user/profile-photo-ngx/original';
const AVATAR_URL = '/api/user/profile-photo/22222222-2222-4222-8222-222222222222';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderModal() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/profile"
        element={
          <>
            <Where />
            <Outlet />
          </>
        }
      >
        <Route path="edit-avatar" element={<EditAvatarModal />} />
      </Route>
    </Routes>,
    { url: '/profile/edit-avatar' },
  );
}

const image = (name: string, type: string, size?: number) => {
  const file = new File(['image-bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const browseInput = (container: HTMLElement) => {
  const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const CARD = 'GET /api/talentapi/businessCard';
/** The API of a talent who has a photo (the card says so), with the test's own answers. */
const withPhoto = (handlers: Record<string, MockHandler>) =>
  mockApi({ [CARD]: { body: buildCard({ avatarUrl: AVATAR_URL }) }, ...handlers });

const pngResponse = () =>
  new Response(new Blob(['png'], { type: 'image/png' }), {
    headers: { 'content-type': 'image/png' },
  });

describe('EditAvatarModal', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => `blob:test-${Math.random()}`);
    URL.revokeObjectURL = vi.fn();
  });

  it('keeps Update disabled while the original loads, and with no image', async () => {
    let answer: (response: Response) => void = () => {};
    const api = withPhoto({
      [ORIGINAL]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderModal();
    expect(await screen.findByRole('status', { name: 'Loading your photo...' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    await waitFor(() => expect(callsTo(api, ORIGINAL)).toHaveLength(1));

    answer(
      new Response(JSON.stringify({ message: 'Profile photo not found', code: 'NOT_FOUND' }), {
        status: 404,
      }),
    );
    expect(await screen.findByText(/Choose a .png or .jpg image/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Browse' })).toBeEnabled();
  });

  it('shows the existing original in the crop area, ready to update', async () => {
    withPhoto({ [ORIGINAL]: pngResponse });
    renderModal();
    // The crop circle itself appears once the browser has laid the image out (not in jsdom).
    await waitFor(() =>
      expect(document.querySelector('.reactEasyCrop_Image')).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('does not ask for an original when the talent has no photo yet', async () => {
    const api = mockApi({ [CARD]: { body: buildCard({ avatarUrl: null }) } });
    renderModal();
    expect(await screen.findByText(/Choose a .png or .jpg image/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse' })).toBeEnabled();
    expect(callsTo(api, ORIGINAL)).toHaveLength(0);
  });

  it.each([
    ['a gif', image('me.gif', 'image/gif'), filesMessages.avatarWrongType],
    [
      'a png over 25 MB',
      image('me.png', 'image/png', MAX_AVATAR_BYTES + 1),
      'File is too large. The maximum size is 25 MB.',
    ],
  ])('refuses %s with the spec message', async (_what, file, message) => {
    mockApi({});
    const { container } = renderModal();
    await screen.findByText(/Choose a .png or .jpg image/);
    await userEvent.upload(browseInput(container), file, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('uploads the cropped png, then the original, and closes', async () => {
    const api = mockApi({
      [CROPPED_UPLOAD]: { body: { avatarUrl: AVATAR_URL } },
      [ORIGINAL_UPLOAD]: { body: { avatarUrl: AVATAR_URL } },
    });
    const { container, queryClient } = renderModal();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByText(/Choose a .png or .jpg image/);
    await userEvent.upload(browseInput(container), image('me.png', 'image/png'));
    const update = screen.getByRole('button', { name: 'Update' });
    await waitFor(() => expect(update).toBeEnabled());

    await userEvent.click(update);

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/profile$/));
    const posts = api.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input, init]) => ({ url: String(input), body: init?.body as FormData }));
    expect(posts.map((p) => p.url)).toEqual([
      '/api/user/profile-photo-ngx',
      '/api/user/profile-photo-ngx/original',
    ]);
    const cropped = posts[0]?.body.get('profile');
    expect(cropped).toBeInstanceOf(Blob);
    expect((cropped as Blob).type).toBe('image/png');
    expect(posts[1]?.body.get('file')).toHaveProperty('name', 'original.png');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile', 'business-card'] });
    expect(await screen.findByText('Your profile photo has been updated.')).toBeInTheDocument();
  });

  it.each([
    [
      'the server refuses it',
      () => ({
        status: 413,
        body: { message: filesMessages.avatarTooLarge, code: 'PAYLOAD_TOO_LARGE' },
      }),
      filesMessages.avatarTooLarge,
    ],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch')), 'Upload failed.'],
  ])('stays open with a toast when %s', async (_why, handler, message) => {
    mockApi({ [CROPPED_UPLOAD]: handler });
    const { container } = renderModal();
    await screen.findByText(/Choose a .png or .jpg image/);
    await userEvent.upload(browseInput(container), image('me.jpg', 'image/jpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/profile/edit-avatar');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });
});
