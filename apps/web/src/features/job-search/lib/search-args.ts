// Search model -> search args (spec 1 section 3, "Search args"): only the filters the bar shows,
// empty lists left out, and every community's segment code when none is chosen (spec 1 s5).
import type { JobSearchArgs } from '@talent/contract';
import {
  type SearchBarConfig,
  showsCategories,
  showsLocationSearch,
  showsTalentCommunities,
} from './search-bar-config';
import type { SearchModel } from './search-model';

const nonEmpty = <T>(list: readonly T[]): T[] | undefined => (list.length ? [...list] : undefined);

export function toSearchArgs(
  model: SearchModel,
  config: SearchBarConfig,
  allSegmentCodes: readonly string[],
): JobSearchArgs {
  const args: JobSearchArgs = {};
  const keywords = model.keywords.trim();
  if (keywords) args.keywords = keywords;
  if (showsCategories(config)) args.categories = nonEmpty(model.categories);
  if (showsTalentCommunities(config)) {
    args.segmentCodes = nonEmpty(
      model.talentCommunities.length ? model.talentCommunities : allSegmentCodes,
    );
  } else if (config.segmentCode) {
    args.segmentCodes = [config.segmentCode];
  }
  args.workTypes = nonEmpty(model.workTypes);
  if (config.displayFlexibleWorkOptions) {
    args.flexibleWorkOptions = nonEmpty(model.flexibleWorkOptions);
  }
  const geometry = model.location?.geometry;
  if (showsLocationSearch(config) && geometry) {
    args.latitude = geometry.latitude;
    args.longitude = geometry.longitude;
    args.radius = geometry.radius;
    if (geometry.bounds) args.locationBounds = geometry.bounds;
  }
  if (!showsLocationSearch(config)) args.workLocations = nonEmpty(model.workLocations);
  return Object.fromEntries(
    Object.entries(args).filter(([, value]) => value !== undefined),
  ) as JobSearchArgs;
}
