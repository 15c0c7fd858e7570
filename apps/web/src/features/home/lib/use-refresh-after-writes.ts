// The completion and stats follow what the talent changes on home (a business card saved, a
// resume uploaded or deleted): every successful write re-reads the dashboard status.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { homeKeys } from '../api/query-keys';

export function useRefreshDashboardAfterWrites(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: homeKeys.dashboardStatus() });
        }
      }),
    [queryClient],
  );
}
