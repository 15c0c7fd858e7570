// What each route parameter of the app is: a talent-owned id (and of which kind), or something
// else, with the reason. The authorisation matrix fails for a parameter listed in neither, so a
// new route that takes an id cannot escape it.
import type { TalentOwnedKind } from './talent-owned';

/**
 * Route parameters that take a talent-owned id, by route pattern (as the route table spells it):
 * the kinds of id each one takes. A new route with such a parameter belongs here.
 */
export const TALENT_OWNED_PARAMS: Record<string, Record<string, readonly TalentOwnedKind[]>> = {
  '/api/workerapi/webresume/role/:id': { id: ['role'] },
  '/api/workerapi/webresume/qualification/:id': { id: ['education', 'licence'] },
  '/api/workerapi/webresume/workerdocument/:id': { id: ['document'] },
  '/api/talentapi/language/:id': { id: ['language'] },
  '/api/talentapi/cv-file/:id': { id: ['cvFile'] },
  '/api/talentapi/cv-file/:id/download': { id: ['cvFile'] },
  // The original photo is served at /original only; its id here is one of the other kinds.
  '/api/user/profile-photo/:fileId': { fileId: ['photo'] },
  '/api/talentapi/job-applications/:id/withdraw': { id: ['jobApplication'] },
  '/api/talentapi/connections/:id/reconnect': { id: ['connection'] },
  '/api/talentapi/connections/:id/disconnect': { id: ['connection'] },
  '/api/talentapi/connections/:id/renew-consent': { id: ['connection'] },
  '/api/talentapi/connections/:id/job-alerts': { id: ['connection'] },
  '/api/talentapi/connections/:id/job-alert-preferences': { id: ['connection'] },
  '/api/talentapi/connections/requests/:requestId/accept': { requestId: ['connectionRequest'] },
  '/api/talentapi/connections/requests/:requestId/decline': { requestId: ['connectionRequest'] },
  '/api/talentapi/connections/requests/:requestId/ignore': { requestId: ['connectionRequest'] },
};

/** Route parameters that are not talent-owned ids, and why. */
export const NOT_TALENT_OWNED: { routes: RegExp; params: readonly string[]; reason: string }[] = [
  {
    routes: /^\/api\/talentapi\/job-matching\/(job|saved-jobs)\/:id/,
    params: ['id'],
    reason:
      "a job's matching reference: a job advert, not a talent's row; an internal-only job answers 404 to a talent who is not its community's internal connection, and the saved status written is the caller's own (job-matching.test.ts)",
  },
  {
    routes:
      /^\/api\/(jobsapi\/)?careers\/(auth|job|job-ref|job-attachments|search|facets|talent-job-search)\//,
    params: [
      'segmentCode',
      'clientCode',
      'urlCode',
      'extra',
      'code',
      'fileName',
      'page',
      'pageSize',
    ],
    reason:
      'the public careers site: community (segment) codes, job url codes, attachment names and page numbers; the careers token says who is looking',
  },
  {
    routes: /^\/api\/(jobsapi\/)?careers\/auth\/token\/:segmentCode\/:internalJobsToken$/,
    params: ['internalJobsToken'],
    reason: "a community's internal-jobs token, shared by the employer with its employees",
  },
  {
    routes: /^\/api\/(jobsapi\/)?careers\/customisation\/(branding|wizard)\/:id$/,
    params: ['id'],
    reason: "a community's segment code: its public careers branding",
  },
  {
    routes: /^\/api\/careers\/branding\/logo\/:file$/,
    params: ['file'],
    reason: 'a public logo file of the careers site',
  },
  {
    routes: /^\/api\/employerapi\/vacancy\/preview\//,
    params: ['segmentCode', 'urlCode', 'previewCode'],
    reason: "an employer's vacancy preview: public codes and the preview code the employer shares",
  },
  {
    routes: /^\/api\/layoutapi\/model\/talent\/:name$/,
    params: ['name'],
    reason: 'the name of a page layout',
  },
  {
    routes: /^\/cf-api\/app-versions\/:key$/,
    params: ['key'],
    reason: 'the key of an app in the app-version check',
  },
  {
    routes: /^\/api\/auth\/reset-password\/:token$/,
    params: ['token'],
    reason: 'a password-reset token is its own authorisation (sent by mail), not a row id',
  },
  {
    routes: /^\/api\/talentapi\/reference\/countries\/:iso2\/states$/,
    params: ['iso2'],
    reason: 'reference data: a country code',
  },
  {
    routes: /^\/api\/talentapi\/profile-preview\/:view$/,
    params: ['view'],
    reason: "which view of the caller's own profile",
  },
  {
    routes: /^\/api\/workerapi\/webresume\/visibility\/:section\/:value$/,
    params: ['section', 'value'],
    reason: "a section of the caller's own resume and a flag",
  },
  {
    routes: /^\/api\/workerapi\/lookups\/it-skills\/:group$/,
    params: ['group'],
    reason: 'a group of the IT skill catalogue',
  },
  {
    routes: /^\/api\/admin\/jobs\/import\/:jobId$/,
    params: ['jobId'],
    reason: 'a background import job, read with the admin token (no talent session)',
  },
  {
    routes: /^\/api\/talentapi\/communities\/:segmentCode\/connect$/,
    params: ['segmentCode'],
    reason: "a community's public segment code; connecting makes the caller's own connection",
  },
  {
    routes: /^\/api\/companyapi\/talent\/:profileCode$/,
    params: ['profileCode'],
    reason:
      'a profile code read with a company token (no talent session): answered only while the talent shares the profile with that company (company-api.test.ts)',
  },
  {
    routes: /^\/api\/admin\/companies\/:companyCode\/token$/,
    params: ['companyCode'],
    reason: "a company's public code, with the admin token (no talent session)",
  },
  {
    routes: /^\/api\/docs\/static\/\*$/,
    params: ['*'],
    reason: 'the static files of the API docs',
  },
];

/** Whether a route's parameter is listed as not a talent-owned id. */
export const isPublicParam = (url: string, param: string) =>
  NOT_TALENT_OWNED.some((rule) => rule.routes.test(url) && rule.params.includes(param));
/** The kinds of talent-owned id a route's parameter takes, if it takes one. */
export const ownedKinds = (url: string, param: string) => TALENT_OWNED_PARAMS[url]?.[param];
/** The names of a route pattern's parameters (`*` for a wildcard). */
export function paramsOf(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  return url.includes('*') ? [...names, '*'] : names;
}

/** A route pattern with its parameters filled in (URL-encoded). */
export function fillParams(url: string, values: Record<string, string>): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''))
    .replace('*', encodeURIComponent(values['*'] ?? ''));
}
