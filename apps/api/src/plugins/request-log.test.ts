import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from './request-log';

async function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new OneLinePerRequest(),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request with method, path, status and time, never the query', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/ok?token=secret-value' });
    const requestLines = lines.filter((line) => 'status' in line);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: 'GET', path: '/ok', status: 200, level: 30 });
    expect(requestLines[0]?.msg).toMatch(/^GET \/ok 200 [\d.]+ ms$/);
    expect(JSON.stringify(lines)).not.toContain('secret-value');
    await app.close();
  });

  it('writes a failed request at error level', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/broken' });
    expect(lines.find((line) => line.status === 500)).toMatchObject({ level: 50 });
    await app.close();
  });
});
