// POST /api/talentapi/cv-file/prefill, no body (spec 2 section 7.2). Resume parsing is a later
// issue: the server does not offer pre-fill yet (canPreFillFromCv is false).
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../shared/lib/http';

export const prefillFromCv = () => http('/api/talentapi/cv-file/prefill', { method: 'POST' });

export const usePrefillFromCv = () => useMutation({ mutationFn: prefillFromCv });
