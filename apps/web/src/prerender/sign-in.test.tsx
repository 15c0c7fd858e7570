// The sign-in page as the build writes it into the first response (scripts/prerender.mjs).
import { describe, expect, it } from 'vitest';
import { renderSignIn } from './sign-in';

describe('the pre-rendered sign-in page', () => {
  const { title, html } = renderSignIn();

  it('has the page title the app gives it', () => {
    expect(title).toBe('Sign in | Talent Portal');
  });

  it('is the sign-in form with its strings, labels tied to their inputs', () => {
    const page = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
    expect(page.querySelector('h1')?.textContent).toBe('Sign in');
    const email = page.querySelector('input[type="email"]');
    const password = page.querySelector('input[type="password"]');
    expect(email && page.querySelector(`label[for="${email.id}"]`)?.textContent).toContain(
      'Email address',
    );
    expect(password && page.querySelector(`label[for="${password.id}"]`)?.textContent).toContain(
      'Password',
    );
    expect(page.querySelector('button[type="submit"]')?.textContent).toBe('Sign in');
    // Links as the app writes them, under its base path.
    expect(page.querySelector('a[href="/talent/forgot-password"]')).not.toBeNull();
    expect(page.querySelector('a[href="/talent/sign-up"]')).not.toBeNull();
    // No string key left untranslated.
    expect(page.body.textContent).not.toMatch(/\bauth\.\w+/);
  });
});
