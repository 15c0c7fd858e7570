import { describe, expect, it } from 'vitest';
import { buildAdvert, buildApplication } from '../test-support';
import { applyView, isInline } from './apply-state';

const base = {
  job: buildAdvert(),
  closed: false,
  preview: false,
  signedIn: true,
  application: null,
  formOpen: false,
};

describe('the apply widget state', () => {
  it('a signed-in talent starts in Simple, and the form is the Form state', () => {
    expect(applyView(base)).toEqual({ state: 'Simple', action: 'open-form' });
    expect(applyView({ ...base, formOpen: true })).toEqual({ state: 'Form' });
  });

  it('a visitor is sent to sign in', () => {
    expect(applyView({ ...base, signedIn: false })).toEqual({ state: 'Simple', action: 'sign-in' });
  });

  it('an advert with its own apply URL opens it, for visitors too', () => {
    const job = buildAdvert({ source: 2, customApplyUrl: 'https://careers.example/apply/1' });
    expect(applyView({ ...base, job, signedIn: false })).toEqual({
      state: 'Simple',
      action: 'external',
      href: 'https://careers.example/apply/1',
    });
  });

  it('submitted and closed are Information; withdrawn offers to apply again', () => {
    const submitted = buildApplication();
    expect(applyView({ ...base, application: submitted })).toMatchObject({
      state: 'Information',
      reason: 'submitted',
    });
    expect(applyView({ ...base, closed: true })).toEqual({
      state: 'Information',
      reason: 'closed',
    });
    const withdrawn = buildApplication({ state: 'Withdrawn' });
    expect(applyView({ ...base, application: withdrawn })).toMatchObject({ reason: 'withdrawn' });
    expect(applyView({ ...base, application: withdrawn, formOpen: true })).toEqual({
      state: 'Form',
    });
  });

  it('a preview cannot be applied for', () => {
    expect(applyView({ ...base, preview: true })).toEqual({
      state: 'Information',
      reason: 'preview',
    });
  });

  it('is inline for Simple and Information, not for Form', () => {
    expect(isInline('Simple')).toBe(true);
    expect(isInline('Information')).toBe(true);
    expect(isInline('Form')).toBe(false);
  });
});
