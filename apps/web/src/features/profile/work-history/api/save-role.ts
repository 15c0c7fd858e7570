// POST /api/workerapi/webresume/role (a new role; answers it with its id) and
// PUT /api/workerapi/webresume/role/{id}. Empty list entries are dropped before sending; the
// roles (and the web resume) reload after a save.
import { type RoleInput, roleSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';
import { showErrorToast } from '../../../../shared/lib/show-error-toast';
import { webResumeQueryKey } from '../../shared-api/get-webresume';
import { withoutEmptyEntries } from '../lib/list-rows';

export const saveRole = (role: RoleInput) => {
  const body = {
    ...role,
    toDate: role.isCurrent ? null : role.toDate,
    responsibilitiesList: withoutEmptyEntries(role.responsibilitiesList ?? []),
    achievementsList: withoutEmptyEntries(role.achievementsList ?? []),
  };
  return role.id
    ? httpJson(`/api/workerapi/webresume/role/${encodeURIComponent(role.id)}`, roleSchema, {
        method: 'PUT',
        body,
      })
    : httpJson('/api/workerapi/webresume/role', roleSchema, { method: 'POST', body });
};

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webResumeQueryKey }),
    onError: showErrorToast,
  });
}
