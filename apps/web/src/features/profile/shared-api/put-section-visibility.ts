// PUT /api/workerapi/webresume/visibility/{section}/{value}: 'Not relevant to me' of work
// history, qualifications, IT skills or licences (value true hides the section's content).
// The flag is set in the cached web resume at once and restored, with an error toast, when the
// call fails (spec 2 section 4.3).
import type { VisibilitySection, WebResume } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '../../../shared/lib/http';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { webResumeQueryKey } from './get-webresume';

export const visibilityFlagOf = {
  workhistory: 'noWorkHistory',
  qualifications: 'noQualifications',
  itskills: 'noItSkills',
  licences: 'noLicences',
} as const satisfies Record<VisibilitySection, keyof WebResume>;

export const putSectionVisibility = async (section: VisibilitySection, hidden: boolean) => {
  await http(`/api/workerapi/webresume/visibility/${section}/${hidden}`, { method: 'PUT' });
};

export function usePutSectionVisibility(section: VisibilitySection) {
  const queryClient = useQueryClient();
  const flag = visibilityFlagOf[section];
  return useMutation({
    mutationFn: (hidden: boolean) => putSectionVisibility(section, hidden),
    onMutate: async (hidden) => {
      await queryClient.cancelQueries({ queryKey: webResumeQueryKey });
      const previous = queryClient.getQueryData<WebResume>(webResumeQueryKey);
      if (previous) queryClient.setQueryData(webResumeQueryKey, { ...previous, [flag]: hidden });
      return { previous };
    },
    onError: (error, _hidden, context) => {
      if (context?.previous) queryClient.setQueryData(webResumeQueryKey, context.previous);
      showErrorToast(error);
    },
  });
}

export interface SectionVisibilityToggle {
  /** Ticked: the section's content is hidden. */
  checked: boolean;
  isPending: boolean;
  toggle: (next: boolean) => void;
}

/**
 * The 'Not relevant to me' checkbox of a section (section-mode/not-relevant-toggle.tsx): `checked` follows the click at once (before
 * the call settles), then the saved flag; on failure it falls back to the previous value.
 */
export function useSectionVisibilityToggle(
  section: VisibilitySection,
  hidden: boolean,
): SectionVisibilityToggle {
  const mutation = usePutSectionVisibility(section);
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  return {
    checked: optimistic ?? hidden,
    isPending: mutation.isPending,
    toggle: (next: boolean) => {
      setOptimistic(next);
      mutation.mutate(next, { onSettled: () => setOptimistic(null) });
    },
  };
}
