// A person's name: 2-4 capitalised words with no digits ("Nguyen Thi Mai", "Aroha Te Rangi",
// "Mary-Jane O'Connor", "Dr. Priya Raghavan"), not a heading, a job title, a company or a place.

const HONORIFIC = /^(?:dr|mr|mrs|ms|miss|mx|prof|professor|sir|dame)\.?$/i;
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'da',
  'di',
  'du',
  'del',
  'della',
  'la',
  'le',
  'bin',
  'binti',
  'al',
  'el',
  'dos',
  'das',
  'ter',
  'ten',
  'y',
]);
// Letters after a name: "JAMES MCDONALD CPA", "Sarah Lee, RN".
const POST_NOMINALS =
  /(?:,?\s+(?:CPA|FCPA|CA|RN|EN|RM|PhD|MBA|BSc|BA|BEd|MEd|JP|OAM|AM|CFA|CMA|GAICD|MAICD|FIEAust|CPEng|RPEQ|Esq))+\.?$/;

/** The name without the letters after it. */
export function withoutPostNominals(text: string): string {
  return text.trim().replace(POST_NOMINALS, '');
}

const NAME_WORD = /^[\p{Lu}][\p{L}'’-]*\.?$/u;

/** The words of the text when it is shaped like a person's name, without an honorific. */
export function nameWords(text: string): string[] | null {
  const trimmed = withoutPostNominals(text);
  if (/[\d@/\\|:;,()•&+]/.test(trimmed) || trimmed.length > 50) return null;
  const words = trimmed.split(/\s+/);
  const rest = HONORIFIC.test(words[0] ?? '') ? words.slice(1) : words;
  const particles = rest.filter((w) => PARTICLES.has(w.toLowerCase())).length;
  if (rest.length < 2 || rest.length - particles > 4) return null;
  let capitalised = 0;
  for (const word of rest) {
    if (NAME_WORD.test(word)) capitalised += 1;
    else if (!PARTICLES.has(word.toLowerCase())) return null;
  }
  // A name's words are letters: "Ltd." or "St." end in a dot, a name's initials are single letters.
  if (rest.some((w) => w.endsWith('.') && w.replace(/\W/g, '').length > 1)) return null;
  return capitalised >= 2 ? rest : null;
}

function titleCaseWord(word: string, first: boolean): string {
  const lower = word.toLowerCase();
  if (!first && PARTICLES.has(lower)) return lower;
  // Capital after a hyphen or an apostrophe: Mary-Jane, O'Connor, D'Souza; and McDonald.
  return lower
    .replace(/(^|[-'’])(\p{L})/gu, (_, mark: string, letter: string) => mark + letter.toUpperCase())
    .replace(/^Mc(\p{L})/u, (_, letter: string) => `Mc${letter.toUpperCase()}`);
}

/** A name as written, or in Title Case when written in capitals ("MARY-JANE O'CONNOR"). */
export function displayName(text: string): string {
  const trimmed = withoutPostNominals(text).replace(/\s+/g, ' ');
  const letters = trimmed.replace(/[^\p{L}]/gu, '');
  if (letters !== letters.toUpperCase()) return trimmed;
  return trimmed
    .split(' ')
    .map((w, i) =>
      HONORIFIC.test(w) ? w.charAt(0) + w.slice(1).toLowerCase() : titleCaseWord(w, i === 0),
    )
    .join(' ');
}
