// Contact details in a line of text: email, phone (AU/NZ and international forms, kept as
// written), web address and profiles. A date range, an ABN or a licence number is not a phone.
import type { ResumeProfile } from '../types';

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}/u;

// An address a narrow column broke at a hyphen: "darren.mcdonald- mitchell@outlook.co.nz".
const BROKEN_AT_HYPHEN = /([\p{L}\p{N}._%+'-]+-)\s+(?=[\p{L}\p{N}._%+'-]*@)/gu;

export function findEmail(text: string): string | undefined {
  return EMAIL.exec(text.replace(BROKEN_AT_HYPHEN, '$1'))?.[0].replace(/[.]+$/, '');
}

/**
 * An address a narrow column broke across two lines: "markanthony.mendoza@bigpo" then
 * "nd.com". The first line ends in the address's start, the next is only the rest.
 */
export function findBrokenEmail(line: string, next: string): string | undefined {
  const head = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}.-]*$/u.exec(line.trim())?.[0];
  const tail = next.trim();
  // A whole address before the break is taken as it is; the rest of one is in lower case.
  if (!head || EMAIL.exec(head)?.[0] === head || !/^[\p{Ll}\p{N}.-]+$/u.test(tail))
    return undefined;
  const joined = `${head}${tail}`;
  const found = EMAIL.exec(joined)?.[0];
  return found === joined.replace(/[.]+$/, '') ? found : undefined;
}

// A phone: starts with +, a 0, a bracketed area code or 13/1300/1800, then digits with spaces,
// dots, hyphens or brackets between them.
const PHONE =
  /(?<![\p{L}\p{N}])(?:\+\s?\d{1,3}|\(0\d\)|\(\d{2,4}\)|0|1[38]00|13)[\d\s().-]{6,16}\d(?![\p{N}])/gu;
const NOT_A_PHONE_BEFORE =
  /\b(?:abn|acn|arbn|tfn|licen[cs]e|lic|reg|registration|no|number|ahpra|id|invoice|account|bsb|acc)\.?\s*[:#]?\s*$/i;

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** A run of digits that is a phone number, as written. */
export function findPhone(text: string): string | undefined {
  PHONE.lastIndex = 0;
  for (let m = PHONE.exec(text); m; m = PHONE.exec(text)) {
    const written = m[0].trim();
    const digits = digitsOf(written);
    if (digits.length < 8 || digits.length > 15) continue;
    if (NOT_A_PHONE_BEFORE.test(text.slice(0, m.index))) continue;
    // "2016 - 2018", "01/2019 – 03/2021": years, not a phone.
    if (
      /(?:19|20)\d\d\s*[-–—]\s*(?:19|20)\d\d/.test(written) ||
      /\d{1,2}\/(?:19|20)\d\d/.test(written)
    )
      continue;
    // Australian local numbers start 0 and have 10 digits; 13 numbers have 6; 1300/1800 have 10.
    if (
      written.startsWith('0') &&
      !written.startsWith('00') &&
      digits.length !== 10 &&
      digits.length !== 9
    )
      continue;
    return written;
  }
  return undefined;
}

interface Network {
  name: string;
  host: RegExp;
}

const NETWORKS: Network[] = [
  { name: 'LinkedIn', host: /linkedin\.com$/ },
  { name: 'GitHub', host: /github\.com$/ },
  { name: 'GitLab', host: /gitlab\.com$/ },
  { name: 'Behance', host: /behance\.net$/ },
  { name: 'Dribbble', host: /dribbble\.com$/ },
  { name: 'Stack Overflow', host: /stackoverflow\.com$/ },
  { name: 'X', host: /(?:twitter|x)\.com$/ },
  { name: 'Instagram', host: /instagram\.com$/ },
  { name: 'Facebook', host: /facebook\.com$/ },
];

const URL_LIKE =
  /(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|me|app|au|nz|co|info|design|tech|site|page|online)(?:\.[a-z]{2})?(?:\/[^\s|,;)]*)?/gi;

// A cheap first look: most lines have no address at all.
const MAYBE_URL =
  /https?:|www\.|\.(?:com|net|org|io|dev|me|app|au|nz|co|info|design|tech|site|page|online)\b/i;

export interface FoundUrl {
  url: string;
  profile?: ResumeProfile;
}

/** Web addresses of a line (not the domain of an email address), with the profile each one is. */
export function findUrls(text: string): FoundUrl[] {
  if (!MAYBE_URL.test(text)) return [];
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'gu'), ' ');
  const out: FoundUrl[] = [];
  URL_LIKE.lastIndex = 0;
  for (let m = URL_LIKE.exec(withoutEmails); m; m = URL_LIKE.exec(withoutEmails)) {
    const written = m[0].replace(/[.]+$/, '');
    const before = withoutEmails[m.index - 1];
    if (before && /[\p{L}\p{N}@.]/u.test(before)) continue;
    const full = /^https?:\/\//i.test(written) ? written : `https://${written}`;
    let host: string;
    let path: string;
    try {
      const parsed = new URL(full);
      host = parsed.hostname.replace(/^www\./, '').toLowerCase();
      path = parsed.pathname;
    } catch {
      continue;
    }
    const network = NETWORKS.find((n) => n.host.test(host));
    if (!network) {
      out.push({ url: full });
      continue;
    }
    const username = path.split('/').filter((p) => p && p !== 'in' && p !== 'pub')[0];
    out.push({
      url: full,
      profile: { network: network.name, ...(username ? { username } : {}), url: full },
    });
  }
  return out;
}
