// POST /api/workerapi/webresume/qualification and PUT .../qualification/{id}. A newly chosen
// document is uploaded first; after the save the list (and the web resume) is reloaded before
// the caller closes the form (spec 2 section 4.3).
import { createdIdSchema, type QualificationBody } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';
import { webResumeQueryKey } from '../../shared-api/get-webresume';
import { type QualificationList, qualificationListKey } from './get-qualifications';
import { uploadDocument } from './upload-document';

export interface SaveQualificationInput {
  id: string | null;
  body: QualificationBody;
  /** A file chosen in the form, not uploaded yet. */
  newDocument: File | null;
}

export async function saveQualification({ id, body, newDocument }: SaveQualificationInput) {
  const file = newDocument ? { id: (await uploadDocument(newDocument)).id } : body.file;
  const payload = { ...body, id, file };
  return id
    ? httpJson(`/api/workerapi/webresume/qualification/${id}`, createdIdSchema, {
        method: 'PUT',
        body: payload,
      })
    : httpJson('/api/workerapi/webresume/qualification', createdIdSchema, {
        method: 'POST',
        body: payload,
      });
}

export function useSaveQualification(list: QualificationList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQualification,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: webResumeQueryKey });
      await queryClient.refetchQueries({ queryKey: qualificationListKey(list) });
    },
  });
}
