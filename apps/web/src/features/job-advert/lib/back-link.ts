// Where the advert's back link goes (spec 2 section 2.1): the browser back (when asked for
// and there is somewhere to go back to), the external listings URL, or the job search route
// with the tracking parameters source, seek-token and seek-prefill-id cleared. Hidden for
// invitations and previews.
export type AdvertMode = 'view' | 'invite' | 'preview';

export type BackLinkTarget =
  | { kind: 'hidden' }
  | { kind: 'browser-back'; fallback: string }
  | { kind: 'external'; href: string }
  | { kind: 'route'; to: string };

/** The job search the back link returns to. */
export const JOB_SEARCH_ROUTE = '/find-jobs';

/** Parameters that describe how the talent arrived, not what they searched for. */
const CLEARED = [
  'source',
  'seek-token',
  'seek-prefill-id',
  'listingsReturnUrl',
  'useBrowserBack',
  'invite',
];

function safeExternalUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function jobSearchRoute(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  for (const name of CLEARED) rest.delete(name);
  return rest.size ? `${JOB_SEARCH_ROUTE}?${rest}` : JOB_SEARCH_ROUTE;
}

export function backLinkTarget(options: {
  mode: AdvertMode;
  search: URLSearchParams;
  /** True when this tab has an earlier page of the app to go back to. */
  canGoBack: boolean;
}): BackLinkTarget {
  const { mode, search, canGoBack } = options;
  if (mode !== 'view') return { kind: 'hidden' };
  const external = safeExternalUrl(search.get('listingsReturnUrl'));
  const route = jobSearchRoute(search);
  if (search.get('useBrowserBack') === 'true' && canGoBack)
    return { kind: 'browser-back', fallback: external ?? route };
  if (external) return { kind: 'external', href: external };
  return { kind: 'route', to: route };
}

export function advertMode(search: URLSearchParams, preview: boolean): AdvertMode {
  if (preview) return 'preview';
  return search.has('invite') ? 'invite' : 'view';
}
