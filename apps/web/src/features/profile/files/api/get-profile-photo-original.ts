// GET /api/user/profile-photo/original: the talent's original (uncropped) photo, or null when
// there is none yet.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError } from '../../../../shared/lib/http';

export const profilePhotoOriginalQueryKey = ['profile', 'profile-photo', 'original'] as const;

export async function getProfilePhotoOriginal(signal?: AbortSignal): Promise<Blob | null> {
  const response = await fetch('/api/user/profile-photo/original', {
    credentials: 'include',
    signal,
  });
  if (response.status === 404) return null;
  if (!response.ok) {
    const type = response.headers.get('content-type') ?? '';
    throw new HttpError(response.status, type.includes('json') ? await response.json() : null);
  }
  return response.blob();
}

export const profilePhotoOriginalQueryOptions = (enabled = true) =>
  queryOptions({
    enabled,
    queryKey: profilePhotoOriginalQueryKey,
    queryFn: ({ signal }) => getProfilePhotoOriginal(signal),
    // Always the current one when the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });

/** Asked for only when `enabled` (the talent has a photo): without one it would be a 404. */
export const useProfilePhotoOriginal = (enabled: boolean) =>
  useQuery(profilePhotoOriginalQueryOptions(enabled));
