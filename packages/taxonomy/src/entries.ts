// The shapes of the taxonomy's entries (see data/FORMAT.md).

export type EntryKind = 'skill' | 'licence' | 'occupation';

export interface TaxonomyEntry {
  id: string;
  kind: EntryKind;
  label: string;
  /** Other names people use: synonyms, abbreviations, informal names, job titles. */
  aliases: readonly string[];
  misspellings?: readonly string[];
  /** A name is an everyday word or a very short token: found in a text only in a clear context. */
  ambiguous?: boolean;
  category?: string;
  /**
   * A qualification (a certificate, diploma or degree of the AQF): resolved, but left out of what
   * `extract` finds unless asked, as are names within a qualification's title.
   */
  qualification?: boolean;
  /**
   * The name mostly says where someone works, not what they do ("Aged care", "NDIS", "Labour
   * hire"): resolved, but left out of what `extract` finds unless asked.
   */
  sector?: boolean;
  /**
   * A language a person speaks ("Vietnamese", "Punjabi"). Its name is also a people's or a
   * cuisine's ("a Vietnamese restaurant"): found only where the text speaks of speaking it.
   */
  language?: boolean;
  withdrawn?: boolean;
  /**
   * A withdrawn entry merged into another (the same thing under two names: "Manual handling
   * training" and "Manual handling"): the id of the entry that now has its names.
   */
  replacedBy?: string;
}

export interface SkillEntry extends TaxonomyEntry {
  kind: 'skill' | 'licence';
  category: string;
  /** The IT skills group the profile's IT skills section lists it in (201, 202 or 203). */
  itGroup?: 201 | 202 | 203;
}

export interface OccupationEntry extends TaxonomyEntry {
  kind: 'occupation';
  anzsco: string;
  /** The preferred labels of the skills and licences it usually asks for. */
  skills: readonly string[];
  /** The id the profile's profession list stores for it. */
  professionId?: number;
  /**
   * Words that name it after a coding skill (IT group 203) in a job title: "Engineer" of Software
   * Engineer reads "Python Engineer" and "Node.js / React Engineer" as software engineers.
   */
  codingTitleHeads?: readonly string[];
}

/** An industry of the role form (ANZSIC 2006 subdivision; the id is its code). */
export interface IndustryEntry {
  id: number;
  label: string;
  kind: 'industry';
}
