// The bar's model built against the filter options (spec 1 section 4: "after load it builds
// the model from the initial saved search"): values the options no longer hold are dropped
// (a community the talent left, a retired work type), and a chosen parent brings its children.
import type { SearchFilters } from '@talent/contract';
import {
  categoriesToValues,
  categoryOptions,
  communityOptions,
  selectionFrom,
  valuesToCategories,
} from './filter-options';
import type { SearchModel } from './search-model';
import { paramsFromModel } from './search-params';

const knownIds = (ids: readonly number[], options: SearchFilters['workTypes']) => {
  const known = new Set(options.map((o) => String(o.value)));
  return ids.filter((id) => known.has(String(id)));
};

export function normaliseModel(model: SearchModel, filters: SearchFilters): SearchModel {
  const categories = categoryOptions(filters.categories);
  const locations = new Set(filters.locations.map((l) => String(l.value)));
  return {
    ...model,
    categories: valuesToCategories(categories, categoriesToValues(categories, model.categories)),
    talentCommunities: selectionFrom(
      communityOptions(filters.talentCommunities),
      model.talentCommunities,
    ),
    workTypes: knownIds(model.workTypes, filters.workTypes),
    flexibleWorkOptions: knownIds(model.flexibleWorkOptions, filters.flexibleWorkOptions),
    workLocations: model.workLocations.filter((id) => locations.has(id)),
  };
}

/** Equal searches have equal keys: their URL query. */
export const searchModelKey = (model: SearchModel) => paramsFromModel(model).toString();
