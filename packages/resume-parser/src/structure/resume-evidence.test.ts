import { describe, expect, it } from 'vitest';
import { type Evidence, looksLikeResume } from './resume-evidence';

const none: Evidence = {
  resumeSections: 0,
  datedRoles: 0,
  contact: false,
  name: false,
  otherDocument: 0,
};

describe('what looks like a resume', () => {
  it('is a resume with two resume sections, whatever else it has', () => {
    expect(looksLikeResume({ ...none, resumeSections: 2 })).toBe(true);
  });

  it('is a resume with one section or a dated role, and contacts or a name', () => {
    expect(looksLikeResume({ ...none, resumeSections: 1, contact: true })).toBe(true);
    expect(looksLikeResume({ ...none, datedRoles: 1, name: true })).toBe(true);
    expect(looksLikeResume({ ...none, resumeSections: 1 })).toBe(false);
  });

  it('is a sparse resume with a name and contacts', () => {
    expect(looksLikeResume({ ...none, name: true, contact: true })).toBe(true);
  });

  it('is not a resume with nothing of one', () => {
    expect(looksLikeResume(none)).toBe(false);
    expect(looksLikeResume({ ...none, name: true })).toBe(false);
  });

  it('is a resume with contacts and nothing of another document, though no name was told', () => {
    expect(looksLikeResume({ ...none, contact: true })).toBe(true);
    expect(looksLikeResume({ ...none, contact: true, otherDocument: 1 })).toBe(false);
  });

  it('asks more of a text with the marks of an invoice, a letter or a thesis', () => {
    expect(looksLikeResume({ ...none, name: true, contact: true, otherDocument: 3 })).toBe(false);
    expect(looksLikeResume({ ...none, resumeSections: 1, contact: true, otherDocument: 2 })).toBe(
      false,
    );
    expect(
      looksLikeResume({
        ...none,
        resumeSections: 1,
        datedRoles: 1,
        contact: true,
        otherDocument: 2,
      }),
    ).toBe(true);
  });
});
