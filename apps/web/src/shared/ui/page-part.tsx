// A part of a page that the app takes over from the server's drawing apart from the rest
// (decision 028): a Suspense boundary. React hydrates the page's frame first and the parts after
// it, can commit a part before the others, and takes over first a part the person clicks or
// types in. Nothing inside is expected to suspend; if something did, the part would keep the
// server's drawing while the page is taken over, or show nothing until ready when the app draws
// the page itself.
import { type ReactNode, Suspense } from 'react';

export function PagePart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
