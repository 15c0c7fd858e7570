// The auth library instance: email + password accounts, database sessions in an http-only
// cookie, passwords hashed with scrypt (memory-hard; the library's parameters, on Node's thread
// pool: password-hash.ts), sign-in rate limited with counters in the database (shared by every
// app process), password reset links sent by mail. A talent record is created with every new user.
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@talent/contract';
import { type Database, schema } from '@talent/db';
import { betterAuth } from 'better-auth';
import type { AppConfig } from '../../config';
import type { Mailer } from '../../lib/mailer';
import { insertTalent } from '../talent';
import { passwordHasher, STANDARD_COST, TEST_COST } from './password-hash';
import { passwordResetMail } from './password-reset-mail';

/** Header our Fastify bridge sets from the socket address (client copies are dropped). */
export const CLIENT_IP_HEADER = 'x-talent-client-ip';
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** How this installation hashes and checks passwords (cheap only in the test suites). */
export const passwordHasherFor = (config: Pick<AppConfig, 'passwordHashCost'>) =>
  passwordHasher(config.passwordHashCost === 'test' ? TEST_COST : STANDARD_COST);

export function createAuth(options: {
  db: Database;
  secret: string;
  config: AppConfig;
  mailer: Mailer;
}) {
  const { db, secret, config, mailer } = options;
  return betterAuth({
    appName: 'Talent Portal',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.appOrigins,
    telemetry: { enabled: false },
    // A wrong password is an everyday event, not a warning worth a log line in tests.
    logger: { level: config.env === 'test' ? 'error' : 'warn' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    session: { expiresIn: SESSION_MAX_AGE_SECONDS, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: passwordHasherFor(config),
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail({ to: user.email, name: user.name, url }));
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': {
          window: config.signInRateLimit.windowSeconds,
          max: config.signInRateLimit.max,
        },
        '/sign-up/email': { window: 60, max: config.signUpRateLimit },
        '/request-password-reset': { window: 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await insertTalent(db, user.id, user.name);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
