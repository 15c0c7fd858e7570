// PUT /api/workerapi/webresume/clear (spec 2 section 7.2): empties the profile's sections; the
// resume's "Clear all" calls it, then every profile query is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../shared/lib/http';

export const clearWebResume = async () => {
  await http('/api/workerapi/webresume/clear', { method: 'PUT' });
};

/** Every query of the profile page starts with this key. */
export const profileQueryKey = ['profile'] as const;

export function useClearWebResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearWebResume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
