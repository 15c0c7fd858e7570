import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { routeHandle } from '../../shared/lib/route-handle';

/** "<page> | Talent Portal" from the deepest route with a title, so tabs and history read well. */
export function useDocumentTitle() {
  const { t } = useTranslation();
  const titleKey = useMatches()
    .map((match) => routeHandle(match.handle).titleKey)
    .findLast((key) => key !== undefined);
  const appName: string = t('app.name');
  const page: string | undefined = titleKey ? t(titleKey) : undefined;

  useEffect(() => {
    document.title = page && page !== appName ? `${page} | ${appName}` : appName;
  }, [page, appName]);
}
