// @talent/taxonomy: skills, licences, occupations and industries as data with stable ids, and
// one lookup over them (resolve, suggest, extract). Pure: no I/O after the data files are loaded.
import { allEntries, realWordList } from './data';
import { createTaxonomy } from './taxonomy';

export {
  industryEntries,
  licenceEntries,
  occupationEntries,
  realWordList,
  skillEntries,
} from './data';
export type {
  EntryKind,
  IndustryEntry,
  OccupationEntry,
  SkillEntry,
  TaxonomyEntry,
} from './entries';
export { foldWord, nameForms, normalise, tokenise } from './normalise';
export { occupationsOfRole } from './occupations-of-role';
export { otherNames, type RankOptions, rankByName } from './rank-by-name';
export {
  findSynonyms,
  type SynonymGroup,
  type SynonymMatch,
  searchSynonymGroups,
  searchWords,
} from './search-synonyms';
export {
  type JobAdvertTags,
  type JobAdvertText,
  MATCHING_EXTRACT,
  occupationOfTitle,
  tagJobAdvert,
} from './tag-job-advert';
export {
  createTaxonomy,
  type ExtractOptions,
  editDistanceAtMost,
  type Mention,
  type Suggestion,
  type Taxonomy,
  type TaxonomyOptions,
  TYPO_MIN_LENGTH,
} from './taxonomy';

/** The taxonomy of the data files. */
export const taxonomy = createTaxonomy(allEntries, {
  typos: { realWords: realWordList.words, checked: realWordList.checked },
});
