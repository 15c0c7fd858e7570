// Shows the error toast (message extracted from the response) once for each failure of a
// query: TanStack Query v5 queries have no onError, and a failure is a new error object.
import { useEffect } from 'react';
import { showErrorToast } from '../lib/show-error-toast';

export function useErrorToast(error: unknown) {
  useEffect(() => {
    if (error) showErrorToast(error);
  }, [error]);
}
