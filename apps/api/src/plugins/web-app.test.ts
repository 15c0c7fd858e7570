// The built web app's pages: the iframeable profile may be framed by the main platform, every
// other page only by the app itself.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@talent/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { withFrameAncestors } from './web-app';

describe('framing of the web app', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'talent-web-'));
    mkdirSync(webDist, { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Talent</title>');
    const database = await createTestDatabase('pglite');
    const config = testConfig({
      publicUrl: 'https://talent.example',
      mainPlatformBaseUrl: 'https://platform.example/app',
    });
    app = await buildApp({ config, database, webDist });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('lets the main platform frame the iframeable profile', async () => {
    const response = await app.inject({ method: 'GET', url: '/talent/iframeable-profile' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://platform.example",
    );
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('keeps every other page to the app itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/talent/profile' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).not.toContain('platform.example');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('adds frame-ancestors when the policy has none', () => {
    expect(withFrameAncestors("default-src 'self'", ['https://a.example'])).toBe(
      "default-src 'self';frame-ancestors 'self' https://a.example",
    );
  });
});
