// Every talent-owned row is read and written only through the session's talent id (DESIGN.md, the
// API contract): over the whole route table, another talent who calls a route with the owner's
// ids gets 404, and the owner's data stays as it was. Routes come from the app itself, so a new
// route with a parameter fails the first test below until its parameter is mapped in
// route-params.ts.
import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { signUpTalent } from '../modules/careers/test-support';
import type { RouteSummary } from '../plugins/route-table';
import { multipart, pdfBytes } from '../test/files';
import { describeEachDatabase, withCookie } from '../test/harness';
import { validEducation } from '../test/profile-fixtures';
import { fillParams, isPublicParam, ownedKinds, paramsOf } from './route-params';
import {
  TALENT_OWNED_KINDS,
  type Talent,
  type TalentOwnedIds,
  type TalentOwnedKind,
  talentWithEverything,
  VALID_BODIES,
} from './talent-owned';

/** An answer's body as text, or a fingerprint of its bytes when it is a file. */
function shown(response: LightMyRequestResponse) {
  if (String(response.headers['content-type']).includes('json')) return response.body;
  const hash = createHash('sha256').update(response.rawPayload).digest('hex').slice(0, 16);
  return `<${response.rawPayload.length} bytes of ${response.headers['content-type']}, ${hash}>`;
}

const routeName = (route: RouteSummary) => `${route.method} ${route.url}`;
/** The OpenAPI path of a route pattern (`:id` -> `{id}`). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** What the owner reads to see their data: every talent GET without a parameter. */
const OWNER_READS = /^\/api\/(talentapi|workerapi|user)\//;
/** Reads that differ on every call without any write: a fresh token or export time each time. */
const VOLATILE_READS = new Set([
  '/api/talentapi/app-config',
  '/api/talentapi/job-listing/token',
  '/api/talentapi/privacy/data-export',
]);

describeEachDatabase("authorisation matrix: another talent's ids answer 404", (ctx) => {
  let app: FastifyInstance;
  let owner: Talent & { ids: TalentOwnedIds };
  let intruder: Talent;
  let operationsWithBody: Set<string>;

  const routesWithParams = () =>
    ctx().app.routeTable.filter((route) => paramsOf(route.url).length > 0);
  /** Routes that take a talent-owned id (every one of their parameters known). */
  const talentRoutes = () =>
    routesWithParams().filter((route) =>
      paramsOf(route.url).every((param) => ownedKinds(route.url, param)),
    );

  /** Every way to fill a route's parameters with the owner's ids: each id of each kind. */
  function fillings(route: RouteSummary) {
    let combos: { values: Record<string, string>; label: string[] }[] = [{ values: {}, label: [] }];
    for (const param of paramsOf(route.url)) {
      const kinds = ownedKinds(route.url, param) ?? [];
      // The right kinds first, then the owner's other ids (a confused lookup must not find them).
      const ordered = [...kinds, ...TALENT_OWNED_KINDS.filter((kind) => !kinds.includes(kind))];
      combos = combos.flatMap((combo) =>
        ordered.map((kind: TalentOwnedKind) => ({
          values: { ...combo.values, [param]: owner.ids[kind] },
          label: [...combo.label, `${param}=${kind}${kinds.includes(kind) ? '' : ' (other kind)'}`],
        })),
      );
    }
    return combos;
  }

  const request = (route: RouteSummary, values: Record<string, string>): InjectOptions => {
    const body = VALID_BODIES[routeName(route)];
    return {
      method: route.method as InjectOptions['method'],
      url: fillParams(route.url, values),
      ...(body ? { payload: body() } : {}),
    };
  };

  /** The owner's data as the owner reads it, files included. */
  async function ownerView() {
    const reads = ctx()
      .app.routeTable.filter(
        (route) =>
          route.method === 'GET' &&
          OWNER_READS.test(route.url) &&
          paramsOf(route.url).length === 0 &&
          !VOLATILE_READS.has(route.url),
      )
      .map((route) => route.url);
    for (const route of talentRoutes().filter((r) => r.method === 'GET')) {
      const [param] = paramsOf(route.url);
      for (const kind of ownedKinds(route.url, param as string) ?? []) {
        reads.push(fillParams(route.url, { [param as string]: owner.ids[kind] }));
      }
    }
    const view: Record<string, string> = {};
    for (const url of reads.sort()) {
      const response = await app.inject(withCookie(owner.cookie, { method: 'GET', url }));
      view[url] = `${response.statusCode} ${shown(response)}`;
    }
    return view;
  }

  beforeAll(async () => {
    app = ctx().app;
    owner = await talentWithEverything(ctx());
    intruder = await signUpTalent(app);
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    operationsWithBody = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.requestBody)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      ),
    );
  });

  it('knows every route parameter: a talent-owned id of a known kind, or listed as not one', () => {
    expect(routesWithParams().length).toBeGreaterThan(20);
    const unknown: string[] = [];
    for (const route of routesWithParams()) {
      const params = paramsOf(route.url);
      for (const param of params) {
        if (!ownedKinds(route.url, param) && !isPublicParam(route.url, param)) {
          unknown.push(`${routeName(route)} (:${param})`);
        }
      }
      const owned = params.filter((param) => ownedKinds(route.url, param));
      if (owned.length && owned.length < params.length) {
        unknown.push(
          `${routeName(route)} mixes talent-owned and other parameters: extend the matrix`,
        );
      }
      const needsBody = operationsWithBody.has(`${route.method} ${openApiPath(route.url)}`);
      if (owned.length && needsBody && !VALID_BODIES[routeName(route)]) {
        unknown.push(`${routeName(route)} needs a valid body in VALID_BODIES (talent-owned.ts)`);
      }
    }
    expect(
      unknown,
      'Map each parameter in route-params.ts: in TALENT_OWNED_PARAMS if it takes a talent-owned id, else in NOT_TALENT_OWNED with the reason',
    ).toEqual([]);
  });

  it("the owner's own ids work for the owner (the matrix uses real ids)", async () => {
    const failures: string[] = [];
    for (const route of talentRoutes().filter((r) => r.method === 'GET')) {
      const [param] = paramsOf(route.url) as [string];
      for (const kind of ownedKinds(route.url, param) ?? []) {
        const response = await app.inject(
          withCookie(owner.cookie, request(route, { [param]: owner.ids[kind] })),
        );
        if (response.statusCode !== 200) {
          failures.push(`${routeName(route)} ${param}=${kind}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("another talent gets 404 from every route given the owner's ids, and the owner's data stays as it was", async () => {
    const before = await ownerView();
    expect(Object.keys(before).length).toBeGreaterThan(10);
    const failures: string[] = [];
    let calls = 0;
    for (const route of talentRoutes()) {
      for (const { values, label } of fillings(route)) {
        const response = await app.inject(withCookie(intruder.cookie, request(route, values)));
        calls++;
        if (response.statusCode !== 404) {
          failures.push(
            `${routeName(route)} [${label.join(', ')}] answered ${response.statusCode}: ${shown(response).slice(0, 200)}`,
          );
        }
      }
    }
    expect(calls).toBeGreaterThan(50);
    expect(failures.length, `${failures.length} of ${calls} calls:\n${failures.join('\n')}`).toBe(
      0,
    );
    expect(await ownerView()).toEqual(before);
  });

  it("another talent gets 404 for the owner's ids in bodies and queries too", async () => {
    const before = await ownerView();
    const upload = multipart('mine.pdf', pdfBytes('Not yours'));
    const calls: [string, InjectOptions][] = [
      [
        'make the owner’s role primary',
        {
          method: 'PUT',
          url: '/api/workerapi/webresume/roles/primary',
          payload: { id: owner.ids.role },
        },
      ],
      [
        'attach the owner’s document to a new entry',
        {
          method: 'POST',
          url: '/api/workerapi/webresume/qualification',
          payload: { ...validEducation, file: { id: owner.ids.document } },
        },
      ],
      [
        'upload a document onto the owner’s entry',
        {
          method: 'POST',
          url: `/api/workerapi/webresume/workerdocument?fifoEducationId=${owner.ids.education}`,
          ...upload,
        },
      ],
    ];
    const failures: string[] = [];
    for (const [name, options] of calls) {
      const response = await app.inject(withCookie(intruder.cookie, options));
      if (response.statusCode !== 404) {
        failures.push(`${name}: ${response.statusCode} ${shown(response).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await ownerView()).toEqual(before);
  });
});
