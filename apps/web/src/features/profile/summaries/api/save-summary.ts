// PUT /api/workerapi/webresume/career { careerSummary }, /skills { skillsSummary } and
// /achievement { achievements }. The saved text goes into the cached web resume at once; the
// web resume then reloads.
import { type SummaryKind, summaryKinds, type WebResume } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../shared/lib/http';
import { showErrorToast } from '../../../../shared/lib/show-error-toast';
import { webResumeQueryKey } from '../../shared-api/get-webresume';

export const saveSummary = async (kind: SummaryKind, text: string) => {
  const { field } = summaryKinds[kind];
  await http(`/api/workerapi/webresume/${kind}`, { method: 'PUT', body: { [field]: text } });
};

export function useSaveSummary(kind: SummaryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => saveSummary(kind, text),
    onSuccess: async (_data, text) => {
      const field = summaryKinds[kind].field;
      const saved = text.trim() ? text : '';
      queryClient.setQueryData<WebResume>(webResumeQueryKey, (resume) =>
        resume ? { ...resume, [field]: saved } : resume,
      );
      await queryClient.invalidateQueries({ queryKey: webResumeQueryKey });
    },
    onError: showErrorToast,
  });
}
