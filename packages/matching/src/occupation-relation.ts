// How close two occupations are: the same occupation 1; by their ANZSCO codes, the same unit
// group (first 4 digits: "Registered Nurses", whose specialties a nurse moves between) 0.8, the
// same minor group (3 digits: "Midwifery and Nursing Professionals") 0.4; else 0.
export interface OccupationRef {
  id: string;
  anzsco: string;
}

export function occupationCloseness(a: OccupationRef | null, b: OccupationRef | null): number {
  if (!a || !b) return 0;
  if (a.id === b.id || a.anzsco === b.anzsco) return 1;
  if (a.anzsco.slice(0, 4) === b.anzsco.slice(0, 4)) return 0.8;
  if (a.anzsco.slice(0, 3) === b.anzsco.slice(0, 3)) return 0.4;
  return 0;
}
