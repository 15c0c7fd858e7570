// The job matching area is behind the jobMatchingEnabled flag (spec 1 section 2).
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { requireSignIn } from '../../../shared/lib/require-sign-in';

export function jobMatchingGuardLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { config } = await requireSignIn(queryClient, request);
    if (config.jobMatchingEnabled !== true) throw redirect('/home');
    return null;
  };
}
