// POST /api/talentapi/cv-file (multipart, one file): stores the resume, replacing the previous one.
import { cvFileResponseSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cvFileQueryKey } from './get-cv-file';
import { postFile } from './post-file';

export const uploadCvFile = async (file: File) =>
  cvFileResponseSchema.parse(await postFile('/api/talentapi/cv-file', file));

export function useUploadCvFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCvFile,
    onSuccess: (data) => queryClient.setQueryData(cvFileQueryKey, data),
  });
}
