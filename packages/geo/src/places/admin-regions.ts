/**
 * Gives a place's GeoNames admin1 code ('AU.02') the state of the country's state list
 * ('New South Wales', 'NSW'), so a chosen place can fill the address form's state. Names are
 * matched after dropping words like 'Region' or 'State of' ('Waikato Region' is 'Waikato'); when
 * nothing or more than one state matches, the GeoNames name is kept without a code.
 */
import { type State, states } from '../countries/states';
import { normaliseName } from './normalise-name';

export interface AdminRegion {
  stateName?: string;
  stateCode?: string;
}

const GENERIC_WORDS =
  /\b(region|district|province|state|territory|governorate|prefecture|county|department|oblast|municipality|city|of|the)\b/g;

const coreName = (name: string): string =>
  normaliseName(name).replace(GENERIC_WORDS, ' ').replace(/\s+/g, ' ').trim();

function matchState(countryStates: readonly State[], admin1Name: string): State | undefined {
  const exact = normaliseName(admin1Name);
  const byName = countryStates.filter((state) => normaliseName(state.name) === exact);
  if (byName.length === 1) return byName[0];
  const core = coreName(admin1Name);
  if (!core) return undefined;
  const byCore = countryStates.filter((state) => coreName(state.name) === core);
  return byCore.length === 1 ? byCore[0] : undefined;
}

/** The state of a GeoNames admin1 code ('AU', '02'), or nothing when the code has no name. */
export function adminRegion(
  admin1Names: Map<string, string>,
  countryIso2: string,
  admin1: string,
): AdminRegion {
  const admin1Name = admin1Names.get(`${countryIso2}.${admin1}`);
  if (!admin1Name) return {};
  const state = matchState(states(countryIso2), admin1Name);
  if (!state) return { stateName: admin1Name };
  return { stateName: state.name, ...(state.code ? { stateCode: state.code } : {}) };
}
