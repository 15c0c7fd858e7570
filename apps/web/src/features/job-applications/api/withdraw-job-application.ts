// POST /api/talentapi/job-applications/{id}/withdraw; then the talent's applications and Find
// Jobs' application tags are read again.
import { jobApplicationSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';

export const withdrawJobApplication = (id: string) =>
  httpJson(
    `/api/talentapi/job-applications/${encodeURIComponent(id)}/withdraw`,
    jobApplicationSchema,
    {
      method: 'POST',
    },
  );

export function useWithdrawJobApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawJobApplication,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['job-applications'] }),
        queryClient.invalidateQueries({ queryKey: ['job-listing', 'application-states'] }),
      ]);
    },
  });
}
