// Bad input never breaks the API (DESIGN.md, the API contract): every operation of the OpenAPI
// document that takes a body, a query or path parameters gets generated bad inputs (wrong types,
// missing fields, 1 MB strings, NUL and lone surrogates, broken and absurdly deep JSON, the wrong
// content type). No answer is a 5xx; every 400 has the error shape; a NUL or a lone surrogate in
// a field is a 400 naming the field. Operations come from the app itself, so new ones are covered.
import { buildJob } from '@talent/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, withCookie } from '../test/harness';
import { validEducation, validRole } from '../test/profile-fixtures';
import {
  type BadInputCase,
  type Baseline,
  badInputCases,
  baselineCase,
  type JsonSchema,
  type Operation,
  type Parameter,
  sample,
} from './bad-input-cases';
import { ownedKinds } from './route-params';
import { talentWithEverything } from './talent-owned';

type Owner = Awaited<ReturnType<typeof talentWithEverything>> & { openJobUrlCode: string };

/**
 * Body fields that turn a generated body into one the operation accepts, so the cases that break
 * one field reach the handler (checked by the first test). Keyed by a pattern of `METHOD path`.
 */
const BODY_HINTS: [RegExp, (owner: Owner) => Record<string, unknown>][] = [
  [/^POST \/api\/workerapi\/webresume\/role$|^PUT .*\/role\/\{id\}$/, () => validRole()],
  [/^PUT .*\/roles\/primary$/, (owner) => ({ id: owner.ids.role })],
  [
    /^(POST|PUT) \/api\/workerapi\/webresume\/qualification/,
    () => ({ ...validEducation, file: null }),
  ],
  [
    /^PUT \/api\/talentapi\/businessCard$/,
    () => ({ externalLinks: [{ linkUrl: 'https://example.com/me' }] }),
  ],
  [/^POST \/api\/talentapi\/language$/, () => ({ languageId: 'es', level: 2 })],
  [/^PUT \/api\/talentapi\/language\/\{id\}$/, () => ({ languageId: 'fr', level: 4 })],
  [
    /^POST \/api\/talentapi\/job-applications$/,
    (owner) => ({ segmentCode: owner.community.segmentCode, urlCode: owner.openJobUrlCode }),
  ],
  // The job search's bounds are a JSON text of north, south, east and west.
  [/\/job-listing\/search-criteria$/, () => ({ locationBounds: null })],
  [/\/careers\/(search\/|facets\/|talent-job-search)/, () => ({ locationBounds: null })],
];
/** Path parameters whose generated value would not reach the handler. */
const PATH_HINTS: Record<string, (owner: Owner) => string> = {
  '/api/workerapi/lookups/it-skills/{group}': () => '201',
  '/api/careers/customisation/branding/{id}': (owner) => owner.community.segmentCode,
  '/api/careers/customisation/wizard/{id}': (owner) => owner.community.segmentCode,
  '/api/jobsapi/careers/customisation/branding/{id}': (owner) => owner.community.segmentCode,
  '/api/jobsapi/careers/customisation/wizard/{id}': (owner) => owner.community.segmentCode,
};

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The operations to try: those with a body, a query or path parameters (not the docs). */
function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      // A path parameter the path does not have cannot be sent.
      const parameters = (operation.parameters ?? []).filter(
        (p) => p.in !== 'path' || path.includes(`{${p.name}}`),
      );
      if (!bodySchema && !parameters.length) continue;
      operations.push({ method: method.toUpperCase(), path, parameters, bodySchema });
    }
  }
  return operations;
}

/** How long one request may take (a 1 MB body on a busy machine takes well under a second). */
const ANSWER_MS = 15_000;

/** The answer, or null when none came in time. */
async function answerWithin(pending: Promise<LightMyRequestResponse>) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_MS);
  });
  try {
    return await Promise.race([pending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Checks one answer; returns what is wrong with it, or null. */
function problemWith(response: LightMyRequestResponse, badCase: BadInputCase): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode !== 400) {
    return badCase.textIn ? `answered ${response.statusCode}, not 400 naming the field` : null;
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return '400 without a JSON body';
  }
  const { message, code, fields, ...rest } = body as Record<string, unknown>;
  const shapeOk =
    typeof message === 'string' &&
    message.length > 0 &&
    typeof code === 'string' &&
    Object.keys(rest).length === 0 &&
    (fields === undefined ||
      (typeof fields === 'object' &&
        fields !== null &&
        Object.values(fields).every((v) => typeof v === 'string')));
  if (!shapeOk) return '400 not in the error shape { message, code, fields? }';
  if (badCase.textIn && !(fields as Record<string, string> | undefined)?.[badCase.textIn]) {
    return `400 not naming the field ${badCase.textIn}`;
  }
  return null;
}

describeEachDatabase('bad input', (ctx) => {
  let app: FastifyInstance;
  let talent: Owner;
  let operations: Operation[];
  let careersToken: string;
  let jobSearchToken: string;

  /** Path values of the talent's own things and real codes, and the body hints. */
  const baselineFor = (operation: Operation): Baseline => {
    const pattern = operation.path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
    const hint = BODY_HINTS.find(([match]) => match.test(`${operation.method} ${operation.path}`));
    const pathValue = (parameter: Parameter) => {
      const kind = ownedKinds(pattern, parameter.name)?.[0];
      if (kind) return talent.ids[kind];
      const hinted = PATH_HINTS[operation.path];
      if (hinted) return hinted(talent);
      if (['segmentCode', 'clientCode'].includes(parameter.name)) {
        return talent.community.segmentCode;
      }
      if (parameter.name === 'urlCode') return talent.job.urlCode;
      return encodeURIComponent(String(sample(parameter.schema)));
    };
    return { pathValue, ...(hint ? { body: hint[1](talent) } : {}) };
  };

  const requestFor = (operation: Operation, badCase: BadInputCase): InjectOptions => {
    const path = operation.path.replace(
      /\{([A-Za-z0-9_]+)\}/g,
      (_m, name: string) => badCase.pathValues[name] ?? '',
    );
    const headers: Record<string, string> = {};
    if (/^\/api\/(jobsapi\/)?careers\//.test(operation.path)) {
      const token = operation.path.includes('/talent-job-search') ? jobSearchToken : careersToken;
      headers.authorization = `Bearer ${token}`;
    }
    if (badCase.body) headers['content-type'] = badCase.body.contentType;
    return withCookie(talent.cookie, {
      method: operation.method as InjectOptions['method'],
      url: badCase.query ? `${path}?${badCase.query}` : path,
      headers,
      ...(badCase.body ? { payload: badCase.body.payload } : {}),
    });
  };

  beforeAll(async () => {
    app = ctx().app;
    const owner = await talentWithEverything(ctx());
    const openJob = await buildJob(ctx().database.db, { communityId: owner.community.id });
    talent = { ...owner, openJobUrlCode: openJob.urlCode };
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(doc.json());
    const get = (url: string) => app.inject(withCookie(talent.cookie, { method: 'GET', url }));
    careersToken = (await get('/api/talentapi/app-config')).json().careersToken.accessToken;
    jobSearchToken = (await get('/api/talentapi/job-listing/token')).json().access_token;
  });

  it('the generated request of each operation with a body hint is accepted', async () => {
    const refused: string[] = [];
    for (const operation of operations) {
      if (!BODY_HINTS.some(([match]) => match.test(`${operation.method} ${operation.path}`))) {
        continue;
      }
      const response = await app.inject(
        requestFor(operation, baselineCase(operation, baselineFor(operation))),
      );
      if (response.statusCode >= 300) {
        refused.push(
          `${operation.method} ${operation.path}: ${response.statusCode} ${response.body}`,
        );
      }
    }
    expect(refused, 'update BODY_HINTS').toEqual([]);
  });

  it('no bad input gets a 5xx; every 400 has the error shape; NUL and lone surrogates get a 400 naming the field', async () => {
    expect(operations.length).toBeGreaterThan(40);
    const all = operations.flatMap((operation) =>
      badInputCases(operation, baselineFor(operation)).map((badCase) => ({ operation, badCase })),
    );
    expect(all.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    for (const [index, { operation, badCase }] of all.entries()) {
      const name = `${operation.method} ${operation.path} [${badCase.name}]`;
      const response = await answerWithin(app.inject(requestFor(operation, badCase)));
      if (!response) {
        // A stuck database connection leaves every later request waiting: stop here.
        failures.push(
          `${name} no answer within ${ANSWER_MS / 1000} s; the app stopped answering, so the ${all.length - index - 1} later cases were not sent`,
        );
        break;
      }
      const problem = problemWith(response, badCase);
      if (problem) failures.push(`${name} ${problem}: ${response.body.slice(0, 160)}`);
    }
    expect(
      failures.length,
      `${failures.length} of ${all.length} bad inputs:\n${failures.join('\n')}`,
    ).toBe(0);
  }, 900_000); // over 1,000 requests: a slow or busy machine takes minutes
});
