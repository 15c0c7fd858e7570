import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { routeHandle } from '../../shared/lib/route-handle';

/** The title key of the deepest route that has one. */
export const pageTitleKey = (matches: readonly { handle?: unknown }[]) =>
  matches.map((match) => routeHandle(match.handle).titleKey).findLast((key) => key !== undefined);

/** "<page> | Talent Portal" from the deepest route with a title, so tabs and history read well. */
export function useDocumentTitle() {
  const { t } = useTranslation();
  const titleKey = pageTitleKey(useMatches());
  const appName: string = t('app.name');
  const page: string | undefined = titleKey ? t(titleKey) : undefined;

  useEffect(() => {
    document.title = documentTitle(page, appName);
  }, [page, appName]);
}

export const documentTitle = (page: string | undefined, appName: string) =>
  page && page !== appName ? `${page} | ${appName}` : appName;
