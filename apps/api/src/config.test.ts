import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

it('defaults to the embedded database under ./data on port 3000 with demo data', () => {
  const config = loadConfig({});
  expect(config.port).toBe(3000);
  expect(config.database).toMatchObject({ kind: 'pglite' });
  expect(config.dataDir).toMatch(/\/data$/);
  expect(config.demoData).toBe(true);
});

it('uses PostgreSQL for DATABASE_URL, with demo data only when asked', () => {
  expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' })).toMatchObject({
    database: { kind: 'postgres' },
    demoData: false,
  });
  expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: 'true' }).demoData).toBe(true);
});

it('opens a read replica for search only beside DATABASE_URL, without migrations', () => {
  expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).readDatabase).toBeNull();
  expect(
    loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATABASE_READ_URL: 'postgres://u@r/db' })
      .readDatabase,
  ).toMatchObject({ kind: 'postgres', url: 'postgres://u@r/db', readOnly: true });
  expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://u@r/db' })).toThrow(
    /DATABASE_READ_URL: a read replica needs DATABASE_URL/,
  );
  expect(() =>
    loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATABASE_READ_URL: 'mysql://r' }),
  ).toThrow(/DATABASE_READ_URL must be a postgres:\/\/ URL/);
});

it('fails with a clear message for bad settings', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
    /DATABASE_URL must be a postgres:\/\/ URL/,
  );
  expect(() => loadConfig({ DEMO_PASSWORD: 'short' })).toThrow(
    /DEMO_PASSWORD must be at least 8 characters/,
  );
});

it('writes JSON logs unless asked for pretty lines or at a terminal', () => {
  expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  // Vitest's stdout is not a terminal.
  expect(loadConfig({}).logFormat).toBe(process.stdout.isTTY ? 'pretty' : 'json');
  expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(ConfigError);
});

it('runs background jobs two at a time, looking for work every 5 s, with 60 s leases unless told otherwise', () => {
  expect(loadConfig({}).jobs).toEqual({ pollIntervalMs: 5000, concurrency: 2, leaseMs: 60_000 });
  expect(
    loadConfig({
      JOB_POLL_INTERVAL_SECONDS: '0.5',
      JOB_CONCURRENCY: '4',
      JOB_LEASE_SECONDS: '15',
    }).jobs,
  ).toEqual({ pollIntervalMs: 500, concurrency: 4, leaseMs: 15_000 });
  expect(() => loadConfig({ JOB_CONCURRENCY: '0' })).toThrow(ConfigError);
  // Renewed every third of a lease: a lease of a second or two would be lost to one slow write.
  expect(() => loadConfig({ JOB_LEASE_SECONDS: '1' })).toThrow(ConfigError);
  expect(() => loadConfig({ JOB_POLL_INTERVAL_SECONDS: 'often' })).toThrow(ConfigError);
});
