import { describe, expect, it } from 'vitest';
import { revalidateOnNewPath } from './revalidate-on-new-path';

const args = (current: string, next: string, more: { formMethod?: 'POST' } = {}) =>
  ({
    currentUrl: new URL(current, 'http://localhost'),
    nextUrl: new URL(next, 'http://localhost'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...more,
  }) as Parameters<typeof revalidateOnNewPath>[0];

describe('revalidateOnNewPath', () => {
  it('does not run the loader again when only the query changes', () => {
    expect(revalidateOnNewPath(args('/talent/find-jobs', '/talent/find-jobs?keywords=nurse'))).toBe(
      false,
    );
    expect(revalidateOnNewPath(args('/talent/find-jobs?k=a', '/talent/find-jobs?k=b'))).toBe(false);
  });

  it('runs it for a new path, a form submission or an explicit revalidation', () => {
    expect(revalidateOnNewPath(args('/talent/find-jobs', '/talent/home'))).toBe(true);
    expect(
      revalidateOnNewPath(
        args('/talent/find-jobs', '/talent/find-jobs?k=a', { formMethod: 'POST' }),
      ),
    ).toBe(true);
    expect(revalidateOnNewPath(args('/talent/find-jobs?k=a', '/talent/find-jobs?k=a'))).toBe(true);
  });
});
