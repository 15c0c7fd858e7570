// POST /api/job-alerts/unsubscribe { token }: the digest mail's unsubscribe link, signed, so it
// needs no session. Only the page's button calls it: a mail scanner that follows the link
// unsubscribes nobody.
import { unsubscribeResponseSchema } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';

export const unsubscribe = (token: string) =>
  httpJson('/api/job-alerts/unsubscribe', unsubscribeResponseSchema, { body: { token } });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
