// Which form edits which qualification type, what its name field is called, and what a new
// entry of each form starts with (spec 2 sections 2.3, 3, 5). Pure: no React, no I/O.
import {
  categoryOfForm,
  DOCUMENT_EXTENSIONS,
  QUALIFICATION_LIMITS,
  type Qualification,
  type QualificationForm,
  type QualificationFormValues,
  QualificationTypeId,
  qualificationFormOf,
  qualificationMessages,
} from '@talent/contract';
import type { QualificationList } from './api/get-qualifications';

export { qualificationFormOf };

/** The form types each section's Add offers, in order. */
export const FORMS_OF_LIST: Record<QualificationList, readonly QualificationForm[]> = {
  qualifications: ['Education', 'Course', 'Safety'],
  licences: ['Licence', 'Ticket', 'Other'],
};

/** The i18n key of the name field's label: Qualification name, Course name, ... Name. */
export const nameLabelKey = (form: QualificationForm) =>
  `profileEditor.qualifications.nameLabels.${form}` as const;

/** The type a new entry of a form starts with; Course and Licence wait for a chosen type. */
const INITIAL_TYPE: Record<QualificationForm, number | null> = {
  Education: QualificationTypeId.Education,
  Course: null,
  Safety: QualificationTypeId.Safety,
  Licence: null,
  Ticket: QualificationTypeId.Ticket,
  Other: QualificationTypeId.Other,
};

export function newEntryValues(form: QualificationForm): QualificationFormValues {
  return {
    certification: '',
    institution: '',
    state: '',
    comments: '',
    qualificationNumber: '',
    yearCompleted: 0,
    years: null,
    fifoEducationLevel: null,
    file: null,
    qualificationId: null,
    qualificationTypeId: INITIAL_TYPE[form],
    qualificationCategory: categoryOfForm(form),
  };
}

export function entryValues(entry: Qualification): QualificationFormValues {
  return {
    id: entry.id,
    certification: entry.certification,
    institution: entry.institution,
    state: entry.state ?? '',
    comments: entry.comments ?? '',
    qualificationNumber: entry.qualificationNumber ?? '',
    yearCompleted: entry.yearCompleted,
    years: entry.years,
    fifoEducationLevel: entry.fifoEducationLevel ? { id: entry.fifoEducationLevel.id } : null,
    file: entry.file ? { id: entry.file.id } : null,
    qualificationId: entry.qualificationId,
    qualificationTypeId: entry.qualificationTypeId,
    qualificationCategory: entry.qualificationCategory,
  };
}

/** The client-side check of a chosen document: the message to show, or null when it is fine. */
export function documentProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    return qualificationMessages.documentWrongType;
  }
  if (file.size > QUALIFICATION_LIMITS.documentMaxBytes)
    return qualificationMessages.documentTooLarge;
  if (file.size === 0) return qualificationMessages.documentMissing;
  return null;
}

export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
