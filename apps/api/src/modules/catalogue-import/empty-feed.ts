// Whether a feed holds no record at all, told by one linear pattern instead of a parse, so the
// request can refuse it at once (400, as when the import ran in the request) while the real
// parse happens in the background job. Empty means what `parseFeed` finds nothing in: only
// whitespace (after a byte order mark), or an array of nothing but whitespace and commas.
const EMPTY_FEED = /^\uFEFF?[ \t\r\n]*(\[[ \t\r\n,]*\][ \t\r\n]*)?$/;

export const isEmptyFeed = (text: string): boolean => EMPTY_FEED.test(text);
