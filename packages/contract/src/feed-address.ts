// A place written as one line of text, as many feeds send `jobLocation` or its `address`
// ('Parramatta NSW 2150', 'Hobart, Tasmania, Australia', 'Melbourne VIC'), read into the parts of
// a schema.org PostalAddress. Australian states and post codes are recognised; what is left is
// the locality. Anything else stays whole as the locality, so nothing the feed said is lost.
import { cleanFeedText } from './feed-text';

export interface AddressParts {
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry?: string;
}

const STATES: Readonly<Record<string, string>> = {
  nsw: 'NSW',
  'new south wales': 'NSW',
  vic: 'VIC',
  victoria: 'VIC',
  qld: 'QLD',
  queensland: 'QLD',
  sa: 'SA',
  'south australia': 'SA',
  wa: 'WA',
  'western australia': 'WA',
  tas: 'TAS',
  tasmania: 'TAS',
  nt: 'NT',
  'northern territory': 'NT',
  act: 'ACT',
  'australian capital territory': 'ACT',
};

const STATE_PATTERN = new RegExp(
  `(?:^|[\\s,])(${Object.keys(STATES)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?=$|[\\s,])`,
  'i',
);
const POST_CODE = /(?:^|[\s,])(\d{4})(?=$|[\s,])/;
const COUNTRY = /(?:,\s*|\s+)(australia|aus|au)\s*$/i;

export function parseAddressText(input: string): AddressParts {
  let text = cleanFeedText(input);
  const parts: AddressParts = {};
  const country = COUNTRY.exec(text);
  if (country && country.index > 0) {
    parts.addressCountry = 'AU';
    text = text.slice(0, country.index);
  } else if (/^(australia|aus)$/i.test(text)) {
    return { addressCountry: 'AU' };
  }
  const postCode = POST_CODE.exec(text);
  if (postCode?.[1]) {
    parts.postalCode = postCode[1];
    text = `${text.slice(0, postCode.index)} ${text.slice(postCode.index + postCode[0].length)}`;
  }
  const state = STATE_PATTERN.exec(text);
  if (state?.[1]) {
    parts.addressRegion = STATES[state[1].toLowerCase()];
    text = `${text.slice(0, state.index)} ${text.slice(state.index + state[0].length)}`;
  }
  if (parts.addressRegion || parts.postalCode) parts.addressCountry ??= 'AU';
  // 'Level 3, 100 George St, Sydney': the locality is the last part.
  const locality = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .at(-1);
  if (locality) parts.addressLocality = locality;
  return parts;
}
