// GET /api/talentapi/profile-preview/{view}: the owner's profile as a company sees it in the
// network view (personal details hidden) or the connections view.
import { type PreviewView, profilePreviewSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';

export const getProfilePreview = (view: PreviewView, signal?: AbortSignal) =>
  httpJson(`/api/talentapi/profile-preview/${view}`, profilePreviewSchema, { signal });

export const profilePreviewQueryOptions = (view: PreviewView) =>
  queryOptions({
    queryKey: ['profile', 'preview', view],
    queryFn: ({ signal }) => getProfilePreview(view, signal),
    staleTime: 0,
  });

export const useProfilePreview = (view: PreviewView) => useQuery(profilePreviewQueryOptions(view));
