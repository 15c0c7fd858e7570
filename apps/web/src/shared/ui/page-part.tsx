// A part of a page that the app takes over from the server's drawing on its own (decision 028):
// a Suspense boundary, which React hydrates apart from the rest, in a short task of its own,
// instead of one long task for the whole page (a slow phone's main thread stays free between
// the parts). Nothing inside is expected to suspend; if something did, the part would show
// nothing until it is ready, or keep the server's drawing while the page is being taken over.
import { type ReactNode, Suspense } from 'react';

export function PagePart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
