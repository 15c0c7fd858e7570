import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentTitle } from './use-document-title';

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
