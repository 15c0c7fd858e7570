// @talent/taxonomy: skills, licences and occupations as data with stable ids, and one lookup
// over them (resolve, suggest, extract). Pure: no I/O.
export type { EntryKind, OccupationEntry, SkillEntry, TaxonomyEntry } from './entries';
export { foldWord, nameForms, normalise, tokenise } from './normalise';
export { createTaxonomy, type Mention, type Suggestion, type Taxonomy } from './taxonomy';
