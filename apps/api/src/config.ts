// The app's settings, read once from the environment and validated, so a typo fails at start
// with a clear message instead of misbehaving later.
import { resolve } from 'node:path';
import { z } from 'zod';
import type { ObjectStoreSettings } from './lib/file-storage';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /**
   * A read replica of DATABASE_URL's database: job search and its counts read there (decision
   * 024). Only with DATABASE_URL.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Talent Portal <no-reply@talent.example>'),
  /** The Privacy Manager's address (the privacy page's contact and data export request). */
  PRIVACY_CONTACT_EMAIL: z.email().default('privacy@talent.example'),
  PRIVACY_POLICY_URL: z.url().optional(),
  SECURITY_INFO_URL: z.url().optional(),
  DEMO_DATA: flag,
  DEMO_PASSWORD: z.string().min(8, 'DEMO_PASSWORD must be at least 8 characters').optional(),
  DEMO_JOB_COUNT: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  JOB_MATCHING_ENABLED: flag.default(true),
  HIDE_TALENT_COMMUNITIES: flag,
  HIDE_LIVE_MARKET_OPTION: flag,
  HIDE_OTHER_COMMUNITY_PROMPTS: flag,
  ENVIRONMENT_ID: z.string().optional(),
  CAREERS_BASE_URL: z.string().optional(),
  MAIN_PLATFORM_BASE_URL: z.string().optional(),
  HOME_COUNTRY: z.string().length(2).default('AU'),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d+|[0-9a-f.:/]+(\s*,\s*[0-9a-f.:/]+)*)?$/i,
      'TRUST_PROXY must be a hop count (1) or proxy addresses (10.0.0.1, 10.0.0.0/8)',
    )
    .optional(),
  STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(15),
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  JOB_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.05).max(3600).default(5),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOB_LEASE_SECONDS: z.coerce.number().min(3).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** Uploads in an S3-compatible object store instead of DATA_DIR/files: bucket, endpoint and the
   *  two keys all set, or none (the region has a default). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** `statementTimeoutMs`: every statement's deadline (0: none), see `openDatabase`. */
  database: { statementTimeoutMs: number } & (
    | { kind: 'postgres'; url: string }
    | { kind: 'pglite'; dataDir: string | undefined }
  );
  /** A read replica for job search (DATABASE_READ_URL), opened without migrations; or none. */
  readDatabase: {
    kind: 'postgres';
    url: string;
    readOnly: true;
    statementTimeoutMs: number;
  } | null;
  publicUrl: string;
  /**
   * The origins the app is served at: the public URL's, and when PUBLIC_URL is not set the
   * loopback names people type (localhost, 127.0.0.1, [::1]) on the same port.
   */
  appOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Demo data on first start: always on the embedded database, else only when asked. */
  demoData: boolean;
  demoPassword: string | undefined;
  demoJobCount: number;
  /** Attempts per window and client address. */
  signInRateLimit: { max: number; windowSeconds: number };
  /** Sign-ups per minute and client address. */
  signUpRateLimit: number;
  features: {
    jobMatchingEnabled: boolean;
    hideTalentCommunities: boolean;
    hideLiveMarketOptionFromCandidateProfileEnabled: boolean;
    hideOtherTalentCommunityPromptsEnabled: boolean;
  };
  environmentId: string;
  careersBaseUrl: string;
  mainPlatformBaseUrl: string;
  /** The privacy page's links and contact (spec 3 section 2); the policies live on the main platform. */
  privacy: { contactEmail: string; policyUrl: string; securityUrl: string };
  homeCountry: string;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  /** Readable lines for a person at a terminal; one JSON object per line for log collectors. */
  logFormat: NonNullable<Env['LOG_FORMAT']>;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (rate limits, logs):
   * none by default, so a client cannot pick its own address; a hop count or addresses when the
   * app runs behind a load balancer.
   */
  trustProxy: false | number | string[];
  /** Enables the admin job import API; unset, the API does not exist. */
  adminToken: string | undefined;
  /**
   * This process's background job worker: how long it waits before looking for work again when
   * it found none, how many jobs it runs at a time, and how long a job it took stays its own
   * without a renewal (after a crash, another process takes the job again once this lapses).
   */
  jobs: { pollIntervalMs: number; concurrency: number; leaseMs?: number };
  /**
   * How long this process keeps who a session cookie names before asking the database again
   * (0: every call asks). A session ended by another process is refused here within this time.
   */
  sessionCacheMs: number;
  /** scrypt cost of password hashes: 'test' only in the test suites (see password-hash.ts). */
  passwordHashCost: 'standard' | 'test';
  /** Where uploads go when not under DATA_DIR/files: an S3-compatible bucket. */
  objectStore: ObjectStoreSettings | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.DATABASE_READ_URL && !env.DATABASE_URL)
    throw new ConfigError(
      'Invalid environment:\n  DATABASE_READ_URL: a read replica needs DATABASE_URL, the database it replicates',
    );
  const objectStore = objectStoreOf(env);
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: {
      statementTimeoutMs: env.STATEMENT_TIMEOUT_SECONDS * 1000,
      ...(env.DATABASE_URL
        ? { kind: 'postgres' as const, url: env.DATABASE_URL }
        : { kind: 'pglite' as const, dataDir }),
    },
    readDatabase:
      env.DATABASE_URL && env.DATABASE_READ_URL
        ? {
            kind: 'postgres' as const,
            url: env.DATABASE_READ_URL,
            readOnly: true,
            statementTimeoutMs: env.STATEMENT_TIMEOUT_SECONDS * 1000,
          }
        : null,
    publicUrl,
    appOrigins: env.PUBLIC_URL
      ? [new URL(publicUrl).origin]
      : [publicUrl, ...['127.0.0.1', '[::1]'].map((host) => `http://${host}:${env.PORT}`)],
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    demoData: env.DATABASE_URL ? env.DEMO_DATA : source.DEMO_DATA !== 'false',
    demoPassword: env.DEMO_PASSWORD,
    demoJobCount: env.DEMO_JOB_COUNT,
    signInRateLimit: {
      max: env.SIGN_IN_RATE_LIMIT,
      windowSeconds: env.SIGN_IN_RATE_WINDOW_SECONDS,
    },
    signUpRateLimit: env.SIGN_UP_RATE_LIMIT,
    features: {
      jobMatchingEnabled: env.JOB_MATCHING_ENABLED,
      hideTalentCommunities: env.HIDE_TALENT_COMMUNITIES,
      hideLiveMarketOptionFromCandidateProfileEnabled: env.HIDE_LIVE_MARKET_OPTION,
      hideOtherTalentCommunityPromptsEnabled: env.HIDE_OTHER_COMMUNITY_PROMPTS,
    },
    environmentId: env.ENVIRONMENT_ID ?? (env.NODE_ENV === 'production' ? 'production' : 'local'),
    careersBaseUrl: (env.CAREERS_BASE_URL ?? `${publicUrl}/talent`).replace(/\/$/, ''),
    mainPlatformBaseUrl: (env.MAIN_PLATFORM_BASE_URL ?? publicUrl).replace(/\/$/, ''),
    privacy: {
      contactEmail: env.PRIVACY_CONTACT_EMAIL,
      policyUrl:
        env.PRIVACY_POLICY_URL ??
        `${(env.MAIN_PLATFORM_BASE_URL ?? publicUrl).replace(/\/$/, '')}/privacy-policy`,
      securityUrl:
        env.SECURITY_INFO_URL ??
        `${(env.MAIN_PLATFORM_BASE_URL ?? publicUrl).replace(/\/$/, '')}/security`,
    },
    homeCountry: env.HOME_COUNTRY.toUpperCase(),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat:
      env.LOG_FORMAT ?? (process.stdout.isTTY && env.NODE_ENV !== 'test' ? 'pretty' : 'json'),
    adminToken: env.ADMIN_TOKEN,
    jobs: {
      pollIntervalMs: Math.round(env.JOB_POLL_INTERVAL_SECONDS * 1000),
      concurrency: env.JOB_CONCURRENCY,
      leaseMs: Math.round(env.JOB_LEASE_SECONDS * 1000),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionCacheMs: env.SESSION_CACHE_SECONDS * 1000,
    passwordHashCost: 'standard',
    objectStore,
  };
}

function objectStoreOf(env: Env): ObjectStoreSettings | undefined {
  const { S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET && !S3_ENDPOINT && !S3_ACCESS_KEY_ID && !S3_SECRET_ACCESS_KEY) return undefined;
  if (!S3_BUCKET || !S3_ENDPOINT || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid environment:\n  S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set all four for an object store, or none for DATA_DIR/files',
    );
  }
  return {
    bucket: S3_BUCKET,
    endpoint: S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value?.trim()) return false;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) || false;
  return value.split(',').map((address) => address.trim());
}

/**
 * A config for tests: no demo data, and rate limits high enough for a suite signing many
 * talent up from one address (the rate-limit test sets its own).
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'false' });
  return {
    ...base,
    signInRateLimit: { max: 1000, windowSeconds: 60 },
    signUpRateLimit: 1000,
    passwordHashCost: 'test',
    ...overrides,
  };
}
