// GET /api/talentapi/privacy/data-export → a ZIP (Content-Disposition: attachment). No fetcher:
// a plain link with `download` makes the browser stream it to disk with the session cookie, with
// its own progress and no copy of the file held in the page's memory.
export const DATA_EXPORT_PATH = '/api/talentapi/privacy/data-export';
