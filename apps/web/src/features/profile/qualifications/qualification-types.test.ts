import { QualificationTypeId } from '@talent/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  documentProblem,
  nameLabelKey,
  newEntryValues,
  qualificationFormOf,
} from './qualification-types';

describe('qualification type -> form (spec 2 section 3)', () => {
  it.each([
    [QualificationTypeId.Education, 'Education'],
    [QualificationTypeId.Safety, 'Safety'],
    [QualificationTypeId.Certificate, 'Course'],
    [QualificationTypeId.Training, 'Course'],
    [QualificationTypeId.Course, 'Course'],
    [QualificationTypeId.Licence, 'Licence'],
    [QualificationTypeId.DriversLicence, 'Licence'],
    [QualificationTypeId.HighRiskLicence, 'Licence'],
    [-1, 'Licence'],
    [-118, 'Licence'],
    [QualificationTypeId.Ticket, 'Ticket'],
    [QualificationTypeId.Other, 'Other'],
  ])('type %i uses the %s form', (typeId, form) => {
    expect(qualificationFormOf(typeId)).toBe(form);
  });

  it('an unknown type has no form', () => {
    expect(qualificationFormOf(42)).toBeUndefined();
  });

  it.each([
    ['Education', 'Qualification name'],
    ['Course', 'Course name'],
    ['Safety', 'Safety training name'],
    ['Licence', 'Licence name'],
    ['Ticket', 'Ticket name'],
    ['Other', 'Name'],
  ] as const)('the %s form labels the name "%s"', (form, label) => {
    expect(i18next.t(nameLabelKey(form))).toBe(label);
  });

  it('a new Course or Licence entry waits for its type; the others start with theirs', () => {
    expect(newEntryValues('Education')).toMatchObject({
      qualificationTypeId: 0,
      qualificationCategory: 1,
    });
    expect(newEntryValues('Course')).toMatchObject({
      qualificationTypeId: null,
      qualificationCategory: 2,
    });
    expect(newEntryValues('Safety')).toMatchObject({
      qualificationTypeId: 201,
      qualificationCategory: 2,
    });
    expect(newEntryValues('Licence')).toMatchObject({
      qualificationTypeId: null,
      qualificationCategory: 3,
    });
    expect(newEntryValues('Ticket')).toMatchObject({ qualificationTypeId: 330 });
    expect(newEntryValues('Other')).toMatchObject({ qualificationTypeId: 399 });
  });
});

describe('document check before upload (spec 2 section 5)', () => {
  it('takes PDF, JPG, JPEG, PNG, GIF, DOC, DOCX up to 25 MB', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.gif', 'f.doc', 'g.docx']) {
      expect(documentProblem({ name, size: 1000 })).toBeNull();
    }
    expect(documentProblem({ name: 'a.pdf', size: 26_214_400 })).toBeNull();
  });

  it('refuses other types and larger files with a clear message', () => {
    expect(documentProblem({ name: 'notes.txt', size: 10 })).toBe(
      'File is incorrect format. Supported file types are: PDF, JPG, JPEG, PNG, GIF, DOC, DOCX.',
    );
    expect(documentProblem({ name: 'big.pdf', size: 26_214_401 })).toBe(
      'The file is too large. The maximum file size is 25 MB.',
    );
  });
});
