// buildApp(config, database): the whole API as a Fastify instance, not listening, so tests
// can inject requests and main.ts can listen. Modules are registered here and nowhere else.

import { join } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { DatabaseHandle } from '@talent/db';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { createJobQueue } from './jobs';
import { isDatabaseUnavailable, isStorageFull, RETRY_AFTER_SECONDS } from './lib/database-errors';
import { AppError } from './lib/errors';
import { createDiskStorage, createObjectStorage, type FileStorage } from './lib/file-storage';
import { createMailer, type Mailer } from './lib/mailer';
import { getOrCreateSecret } from './lib/secrets';
import { createTokenService } from './lib/tokens';
import { appConfigRoutes } from './modules/app-config';
import { appVersionRoutes } from './modules/app-version';
import { authRoutes, createAuth, passwordHasherFor, signInThrottle } from './modules/auth';
import { brandingRoutes } from './modules/branding';
import { businessCardRoutes } from './modules/business-card';
import { advertPageFor, careersRoutes } from './modules/careers';
import { importRoutes } from './modules/catalogue-import';
import { communitiesRoutes } from './modules/communities';
import { companyApiRoutes } from './modules/company-api';
import {
  connectionsRoutes,
  consentRenewalRoutes,
  scheduleConsentReminders,
} from './modules/connections';
import { healthRoutes } from './modules/health';
import { homeRoutes } from './modules/home';
import { jobAlertPublicRoutes, jobAlertRoutes, scheduleDigests } from './modules/job-alerts';
import { jobApplicationRoutes } from './modules/job-applications';
import { jobListingRoutes } from './modules/job-listing';
import { jobMatchingRoutes, matchingRefresher } from './modules/job-matching';
import { jobSearchRoutes } from './modules/job-search';
import { scheduleJobTagging, tagPendingJobs } from './modules/job-skills';
import { placesRoutes } from './modules/places';
import { accountConfirmationRoutes, privacyRoutes } from './modules/privacy';
import { profileFilesRoutes } from './modules/profile-files';
import { qualificationsRoutes, scheduleDocumentSweep } from './modules/qualifications';
import {
  closeResumeParser,
  createResumeParsing,
  type ParseResume,
  resumePrefillRoutes,
} from './modules/resume-prefill';
import { sessionRoutes } from './modules/session';
import { translationsRoutes } from './modules/translations';
import { webresumeRoutes } from './modules/webresume';
import { addRequestGuards } from './plugins/request-guards';
import { OneLinePerRequest } from './plugins/request-log';
import { collectRouteTable } from './plugins/route-table';
import { sessionCache, talentScope } from './plugins/talent-session';
import { defaultWebDist, webApp } from './plugins/web-app';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  mailer?: Mailer;
  /** Where the built web app is; defaults to apps/web/dist. */
  webDist?: string;
  /** Where uploaded files are kept; defaults to DATA_DIR/files. */
  storage?: FileStorage;
  /** Close the database when the app closes (main.ts); tests close it themselves. */
  ownsDatabase?: boolean;
  /**
   * A read replica of `database` (DATABASE_READ_URL): job search and its counts read there.
   * Closed with the app when it owns the database.
   */
  readDatabase?: DatabaseHandle | null;
  /** Reads a resume file; defaults to @talent/resume-parser (tests may give a stand-in). */
  parseResume?: ParseResume;
}

/** Uploaded and stored files: in the object store when one is set, else under DATA_DIR/files. */
export const defaultStorage = (config: AppConfig): FileStorage =>
  config.objectStore
    ? createObjectStorage(config.objectStore)
    : createDiskStorage(join(config.dataDir, 'files'));

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    // One JSON line per event for log collectors; readable lines for a person at a terminal.
    logger: {
      level: config.logLevel,
      ...(config.logFormat === 'pretty'
        ? {
            transport: {
              target: 'pino-pretty',
              options: {
                translateTime: 'HH:MM:ss',
                // The request line says method, path, status and time in its message already.
                ignore: 'pid,hostname,reqId,request,method,path,status,ms',
                singleLine: true,
              },
            },
          }
        : {}),
    },
    logController: new OneLinePerRequest(),
    // A hop count trusts that many proxies nearest the server (as proxy-addr does for a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // What Fastify refuses before any route runs (a URL that does not decode, a path parameter
    // too long) leaves in the one error shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply)
        .status(status)
        .send({ message: error.message, code: 'BAD_REQUEST' });
    },
  });
  collectRouteTable(app);
  // First, so every route below gets them: cross-site writes and unstorable text refused.
  addRequestGuards(app, { appOrigins: config.appOrigins });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    const [path = '/', query] = request.url.split('?');
    // A page address typed or linked without the app's base ('/home', '/profile') opens the app
    // there; an API address, a file or a call that wants JSON gets the JSON 404.
    if (isPageAddress(request.method, path, request.headers.accept)) {
      return reply.redirect(`/talent${path}${query === undefined ? '' : `?${query}`}`);
    }
    return reply.status(404).send({
      message: `No route for ${request.method} ${path}`,
      code: 'NOT_FOUND',
    });
  });
  if (options.ownsDatabase)
    app.addHook('onClose', async () => {
      await options.readDatabase?.close();
      await database.close();
    });

  const db = database.db;
  const secret = await getOrCreateSecret(db);
  const mailer =
    options.mailer ??
    createMailer({
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      outboxDir: join(config.dataDir, 'outbox'),
    });
  const auth = createAuth({ db, secret, config, mailer });
  const sessions = sessionCache(config.sessionCacheMs);
  const tokens = createTokenService(secret);
  const storage = options.storage ?? defaultStorage(config);
  const profileDeps = { db, config, storage };
  scheduleDocumentSweep(app, { db, storage });
  // Background jobs (imports): this process's worker runs from ready to close, and closing lets
  // its running jobs finish before the database closes (onClose hooks run last-added first).
  const queue = createJobQueue({ db, log: app.log, ...config.jobs });
  // Each job advert's occupation and skills (for matching): at start and every 10 minutes (jobs
  // written by the import command or the demo data), and within each import job.
  // Suggestions follow: a talent's after their preferences or skills change, everyone's after
  // the job tags change.
  const refresh = matchingRefresher(queue, { db });
  scheduleJobTagging(queue, { db, onTagged: refresh.everyone });
  // Job alert digests: due ones prepared and mailed every 5 minutes (decision 022).
  const digests = {
    db,
    mailer,
    tokens,
    publicUrl: config.publicUrl,
    careersBaseUrl: config.careersBaseUrl,
  };
  scheduleDigests(queue, digests);
  // Consent renewal reminders a month before a consent ends, checked every hour (decision 023).
  const consentReminders = { db, mailer, tokens, publicUrl: config.publicUrl };
  scheduleConsentReminders(queue, consentReminders);
  const afterImport = async () => {
    if ((await tagPendingJobs(db)) > 0) await refresh.everyone();
  };
  // Each uploaded resume is read in the background (resume.parse); its progress and the
  // pre-fill read what the parse stored.
  const resumeParsing = createResumeParsing(queue, {
    db,
    storage,
    ...(options.parseResume ? { parse: options.parseResume } : {}),
  });
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', () => queue.stop());
  app.addHook('onClose', closeResumeParser);

  // Over plain http (a local start, or the app opened by its address from another machine)
  // neither HSTS nor upgrade-insecure-requests may be sent: the browser would ask for every
  // script over https and show a blank page. Subdomains are the operator's to include.
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    // The SPA loads its own hashed scripts and styles (Mantine injects style tags).
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: https ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
      },
    },
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Talent Portal API', version: '1.0.2447' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Uploads: one file per request, the largest the spec allows (25 MB); each route checks its own.
  await app.register(multipart, { limits: { fileSize: 26_214_400, files: 1, fields: 10 } });

  await app.register(healthRoutes(database));
  await app.register(translationsRoutes);
  await app.register(appVersionRoutes);
  await app.register(authRoutes, { auth, db, throttle: signInThrottle(db), sessions });
  await app.register(
    importRoutes({ db, storage, queue, adminToken: config.adminToken, onImported: afterImport }),
  );
  // Search only reads: from the replica when there is one (it may lag the primary a moment).
  await app.register(jobSearchRoutes({ db: options.readDatabase?.db ?? db, tokens }));
  await app.register(brandingRoutes(db));
  await app.register(companyApiRoutes({ db, tokens, adminToken: config.adminToken }));
  await app.register(jobAlertPublicRoutes({ ...digests, adminToken: config.adminToken }));
  await app.register(careersRoutes({ db, tokens, auth, sessions, config, storage }));
  const hasher = passwordHasherFor(config);
  const privacy = {
    db,
    storage,
    mailer,
    auth,
    sessions,
    publicUrl: config.publicUrl,
    verifyPassword: (hash: string, password: string) => hasher.verify({ hash, password }),
  };
  await app.register(accountConfirmationRoutes(privacy));
  await app.register(consentRenewalRoutes({ ...consentReminders, adminToken: config.adminToken }));
  await app.register(
    talentScope({ auth, db, sessions }, async (scope) => {
      await scope.register(sessionRoutes(config));
      await scope.register(appConfigRoutes(config, tokens));
      await scope.register(jobListingRoutes({ db, tokens }));
      await scope.register(jobMatchingRoutes({ db, refresh }));
      await scope.register(jobApplicationRoutes({ db }));
      await scope.register(connectionsRoutes({ db }));
      await scope.register(homeRoutes({ db, config }));
      await scope.register(jobAlertRoutes({ db }));
      await scope.register(communitiesRoutes({ db, homeCountry: config.homeCountry }));
      await scope.register(placesRoutes(config.homeCountry));
      await scope.register(businessCardRoutes(profileDeps));
      await scope.register(profileFilesRoutes({ ...profileDeps, resumeParsing }));
      await scope.register(resumePrefillRoutes({ db, parsing: resumeParsing }));
      await scope.register(webresumeRoutes(profileDeps));
      await scope.register(qualificationsRoutes(profileDeps));
      await scope.register(privacyRoutes(privacy));
    }),
  );
  const platformOrigin = new URL(config.mainPlatformBaseUrl).origin;
  await app.register(webApp, {
    distDir: options.webDist ?? defaultWebDist,
    profileFrameOrigins:
      platformOrigin === new URL(config.publicUrl).origin ? [] : [platformOrigin],
    pageHtml: (path, indexHtml) =>
      advertPageFor(db, new URL(config.publicUrl).origin, path, indexHtml),
  });
  return app;
}

const STORAGE_FULL_MESSAGE =
  'There is no room to save this at the moment, so nothing was saved. Please try again later.';
const STORAGE_FULL_RETRY_SECONDS = 60;
const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is busy at the moment. Please try again in a few seconds.';

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const path =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
        error.validationContext ||
        'body';
      fields[path] ??= issue.message ?? 'Invalid value';
    }
    const [first] = Object.entries(fields);
    const message = first ? `${first[0]}: ${first[1]}` : 'Invalid request';
    return reply.status(400).send({ message, code: 'BAD_REQUEST', fields });
  }
  if (error instanceof AppError) {
    return reply
      .status(error.statusCode)
      .send({ message: error.message, code: error.code, fields: error.fields });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable: answered 503');
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: SERVICE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
  }
  if (isStorageFull(error)) {
    request.log.error({ err: error }, 'DISK FULL: nothing was stored; answered 507');
    return reply
      .status(507)
      .header('retry-after', String(STORAGE_FULL_RETRY_SECONDS))
      .send({ message: STORAGE_FULL_MESSAGE, code: 'INSUFFICIENT_STORAGE' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status)
      .send({ message: 'Something went wrong. Please try again.', code: 'INTERNAL' });
  }
  // Fastify's own client errors (bad JSON, body too large, unsupported media type).
  return reply.status(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
}

/** A browser asking for a page of the app at an address without its base path. */
function isPageAddress(method: string, path: string, accept: string | undefined): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !/^\/(api|cf-api|employerapi|talent)(\/|$)/.test(path) &&
    !/\.[a-z0-9]+$/i.test(path) &&
    (accept ?? '').includes('text/html')
  );
}
