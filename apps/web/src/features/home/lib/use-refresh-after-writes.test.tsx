import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { homeKeys } from '../api/query-keys';
import { useRefreshDashboardAfterWrites } from './use-refresh-after-writes';

describe('the dashboard status after a write on home', () => {
  it('is read again once a change saves, and not when it fails', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let reads = 0;
    await queryClient.fetchQuery({
      queryKey: homeKeys.dashboardStatus(),
      queryFn: async () => ++reads,
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useRefreshDashboardAfterWrites(), { wrapper });
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => Promise.reject(new Error('no')) })
      .execute(undefined)
      .catch(() => undefined);
    expect(queryClient.getQueryState(homeKeys.dashboardStatus())?.isInvalidated).toBe(false);

    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'saved' })
      .execute(undefined);
    await waitFor(() =>
      expect(queryClient.getQueryState(homeKeys.dashboardStatus())?.isInvalidated).toBe(true),
    );
  });
});
