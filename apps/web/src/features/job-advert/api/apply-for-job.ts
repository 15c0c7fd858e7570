// POST /api/talentapi/job-applications: apply with the profile. Afterwards the talent's
// applications and Find Jobs' application tags are read again.
import { type ApplyForJobBody, jobApplicationSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';

export const applyForJob = (body: ApplyForJobBody) =>
  httpJson('/api/talentapi/job-applications', jobApplicationSchema, { body });

export function useApplyForJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForJob,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['job-applications'] }),
        queryClient.invalidateQueries({ queryKey: ['job-listing', 'application-states'] }),
      ]);
    },
  });
}
