// POST /api/user/profile-photo-ngx (the cropped png, field 'profile'), then
// POST /api/user/profile-photo-ngx/original (the original file). Spec 2 sections 4.3, 7.2.
import { profilePhotoResponseSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilePhotoOriginalQueryKey } from './get-profile-photo-original';
import { postFile } from './post-file';

/** The business card (a colleague's feature) shows the photo from this query. */
export const businessCardQueryKey = ['profile', 'business-card'] as const;

export interface ProfilePhotoUpload {
  cropped: Blob;
  original: Blob;
  originalName: string;
}

export async function uploadProfilePhoto({ cropped, original, originalName }: ProfilePhotoUpload) {
  const shown = profilePhotoResponseSchema.parse(
    await postFile('/api/user/profile-photo-ngx', cropped, {
      field: 'profile',
      fileName: 'profile.png',
    }),
  );
  await postFile('/api/user/profile-photo-ngx/original', original, { fileName: originalName });
  return shown;
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: profilePhotoOriginalQueryKey });
      await queryClient.invalidateQueries({ queryKey: businessCardQueryKey });
    },
  });
}
