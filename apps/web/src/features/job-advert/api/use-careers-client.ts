// The careers client of this installation, and who is looking: the signed-in talent or a
// visitor (from the optional sign-in route's loader).
import type { TalentSession } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { SignedInData } from '../../../shared/lib/require-sign-in';
import {
  CAREERS_API_CONFIG,
  type CareersClient,
  type CareersIdentity,
  createCareersClient,
  VISITOR,
} from './careers-client';

export function useCareersClient(): CareersClient {
  const queryClient = useQueryClient();
  return useMemo(() => createCareersClient(queryClient, CAREERS_API_CONFIG), [queryClient]);
}

export interface CareersViewer {
  identity: CareersIdentity;
  session: TalentSession | null;
}

export function useCareersViewer(): CareersViewer {
  const data = useRouteLoaderData('optional-sign-in') as SignedInData | null | undefined;
  const session = data?.session ?? null;
  return { identity: session?.userId ?? VISITOR, session };
}
