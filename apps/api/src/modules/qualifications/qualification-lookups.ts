// The reference lists the qualification form picks from. They belong to the project, not to a
// partner system: education levels (Australian Qualifications Framework and school levels) and
// the licence types of the Licence form.
import type { DriversLicenceType, FormOption } from '@talent/contract';

/** GET /api/form-options/dropdown/education-levels. */
export const EDUCATION_LEVELS: readonly FormOption[] = [
  { value: 1, label: 'Year 10' },
  { value: 2, label: 'Year 11' },
  { value: 3, label: 'Year 12 / High School Diploma' },
  { value: 4, label: 'Certificate I' },
  { value: 5, label: 'Certificate II' },
  { value: 6, label: 'Certificate III' },
  { value: 7, label: 'Certificate IV' },
  { value: 8, label: 'Diploma' },
  { value: 9, label: 'Advanced Diploma' },
  { value: 10, label: 'Associate Degree' },
  { value: 11, label: 'Bachelor Degree' },
  { value: 12, label: 'Bachelor Honours Degree' },
  { value: 13, label: 'Graduate Certificate' },
  { value: 14, label: 'Graduate Diploma' },
  { value: 15, label: 'Master Degree' },
  { value: 16, label: 'Doctoral Degree' },
  { value: 17, label: 'Trade Qualification / Apprenticeship' },
  { value: 18, label: 'Other' },
];

export const educationLevelLabel = (id: number) =>
  EDUCATION_LEVELS.find((level) => level.value === id)?.label;

/**
 * GET /api/workerapi/lookups/driverslicencetypes. Every Licence form type is a pseudo type with a
 * negative id (spec 2 section 3: negative type values count as Licence): Australian driver licence
 * classes first, then the High-Risk Work licence classes (-101 ...), then general licences
 * (-201 ...). The stored qualificationTypeId is the chosen id itself.
 */
export const DRIVERS_LICENCE_TYPES: readonly DriversLicenceType[] = [
  { id: -1, name: 'Car (C)' },
  { id: -2, name: 'Light Rigid (LR)' },
  { id: -3, name: 'Medium Rigid (MR)' },
  { id: -4, name: 'Heavy Rigid (HR)' },
  { id: -5, name: 'Heavy Combination (HC)' },
  { id: -6, name: 'Multi Combination (MC)' },
  { id: -7, name: 'Rider (R)' },
  { id: -8, name: 'Rider Restricted (R-E)' },
  { id: -9, name: 'Learner Permit' },
  { id: -10, name: 'Provisional Licence (P1/P2)' },
  { id: -11, name: 'Forklift Truck (LF)' },
  { id: -101, name: 'High-Risk Work: Order-Picking Forklift (LO)' },
  { id: -102, name: 'High-Risk Work: Boom-Type Elevating Work Platform (WP)' },
  { id: -103, name: 'High-Risk Work: Dogging (DG)' },
  { id: -104, name: 'High-Risk Work: Basic Rigging (RB)' },
  { id: -105, name: 'High-Risk Work: Intermediate Rigging (RI)' },
  { id: -106, name: 'High-Risk Work: Advanced Rigging (RA)' },
  { id: -107, name: 'High-Risk Work: Basic Scaffolding (SB)' },
  { id: -108, name: 'High-Risk Work: Intermediate Scaffolding (SI)' },
  { id: -109, name: 'High-Risk Work: Advanced Scaffolding (SA)' },
  { id: -110, name: 'High-Risk Work: Slewing Mobile Crane up to 20 t (C2)' },
  { id: -111, name: 'High-Risk Work: Slewing Mobile Crane up to 60 t (C6)' },
  { id: -112, name: 'High-Risk Work: Non-Slewing Mobile Crane (CN)' },
  { id: -113, name: 'High-Risk Work: Bridge and Gantry Crane (CB)' },
  { id: -114, name: 'High-Risk Work: Tower Crane (CT)' },
  { id: -115, name: 'High-Risk Work: Vehicle Loading Crane (CV)' },
  { id: -116, name: 'High-Risk Work: Hoist (HP / HM)' },
  { id: -117, name: 'High-Risk Work: Reach Stacker (RS)' },
  { id: -118, name: 'High-Risk Work: Boiler Operation (BS / BA)' },
  { id: -201, name: 'Electrical Licence' },
  { id: -202, name: 'Plumbing Licence' },
  { id: -203, name: 'Builder Licence' },
  { id: -204, name: 'Security Licence' },
  { id: -205, name: 'Real Estate Licence' },
  { id: -206, name: 'Firearms Licence' },
  { id: -207, name: 'Marine / Boat Licence' },
  { id: -208, name: 'Commercial Pilot Licence' },
];

export const isKnownLicenceType = (id: number) =>
  id >= 0 || DRIVERS_LICENCE_TYPES.some((type) => type.id === id);
