// How close two occupations are: the same occupation 1; by their ANZSCO codes, the same unit
// group (first 4 digits: "Registered Nurses", whose specialties a nurse moves between) 0.8, the
// same minor group (3 digits: "Midwifery and Nursing Professionals") 0.4; else 0.
export interface OccupationRef {
  id: string;
  anzsco: string;
  /**
   * How sure it is that the person means this occupation (0-1, default 1): a role that names
   * one occupation is sure; a word several titles share ("IT analyst") may mean any of them.
   */
  certainty?: number;
}

/** Each further occupation a role may mean takes this much from its certainty. */
const PER_OTHER_MEANING = 0.15;

/**
 * The occupations of the roles a person typed, each role's as the taxonomy read it (one it
 * names, or the few its words may mean), with how sure each is; an occupation more roles name
 * keeps its surest reading.
 */
export function occupationsOfRoles(roles: readonly (readonly OccupationRef[])[]): OccupationRef[] {
  const best = new Map<string, OccupationRef>();
  for (const meanings of roles) {
    const certainty = Math.max(0.5, 1 - PER_OTHER_MEANING * (meanings.length - 1));
    for (const o of meanings) {
      const known = best.get(o.id);
      if (!known || (known.certainty ?? 1) < certainty)
        best.set(o.id, { id: o.id, anzsco: o.anzsco, certainty });
    }
  }
  return [...best.values()];
}

export function occupationCloseness(a: OccupationRef | null, b: OccupationRef | null): number {
  if (!a || !b) return 0;
  if (a.id === b.id || a.anzsco === b.anzsco) return 1;
  if (a.anzsco.slice(0, 4) === b.anzsco.slice(0, 4)) return 0.8;
  if (a.anzsco.slice(0, 3) === b.anzsco.slice(0, 3)) return 0.4;
  return 0;
}
