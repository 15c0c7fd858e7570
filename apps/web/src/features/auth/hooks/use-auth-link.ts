import { useSearchParams } from 'react-router';

/** A link to another sign-in page that keeps the ?returnUrl= the talent arrived with. */
export function useAuthLink(path: string): string {
  const [searchParams] = useSearchParams();
  const returnUrl = searchParams.get('returnUrl');
  return returnUrl ? `${path}?${new URLSearchParams({ returnUrl })}` : path;
}
