// The page's origin (scheme, host and port): the browser's, or on the server the one of the
// address the page is drawn for (a first response, decision 028), so that an address the page
// writes out (a job link's way back to the listing) is the same in both.
let originOnServer: () => string = () => '';

/** Where the server render finds the origin of the page it draws. */
export function setServerOrigin(read: () => string): void {
  originOnServer = read;
}

export function pageOrigin(): string {
  return globalThis.window?.location.origin ?? originOnServer();
}

let drawingOnServer: () => boolean = () => false;

/** Where the server render tells whether a page is being drawn for a first response. */
export function setServerDrawing(read: () => boolean): void {
  drawingOnServer = read;
}

/** Whether this page is being drawn on the server, for its first response (decision 028). */
export function isServerDrawing(): boolean {
  return drawingOnServer();
}
