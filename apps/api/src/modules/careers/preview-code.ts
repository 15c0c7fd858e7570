// The code in a vacancy preview link: an HMAC of the job id with the installation secret, so
// only whoever holds the secret (the employer platform) can make a preview link, and it fits
// in a URL path segment (Fastify caps a path parameter at 100 characters; a JWT would not fit).
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'vacancy-preview';

export function previewCode(secret: string, jobId: string): string {
  return createHmac('sha256', `${PURPOSE}:${secret}`).update(jobId).digest('base64url');
}

export function isPreviewCode(secret: string, jobId: string, code: string): boolean {
  const expected = Buffer.from(previewCode(secret, jobId));
  const given = Buffer.from(code);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
