// Plain text as job feeds send it, made fit to show and search: HTML entities decoded (often
// twice encoded: '&amp;amp;'), stray tags dropped, invisible characters removed (zero-width
// spaces and joiners, byte order marks, soft hyphens, direction marks, control characters) and
// whitespace collapsed. For titles, names and places; a description keeps its (sanitised) HTML.

/** Characters that show nothing but break comparison and search: 'Nurse\u200b' is not 'Nurse'. */
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Removes invisible characters and keeps the rest of the text (line breaks included) as is. */
export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** The named entities feeds use in text; any other is written as a number or left alone. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  oacute: 'ó',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  ccedil: 'ç',
};

const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;

function decodeOnce(text: string): string {
  return text.replace(ENTITY, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Decodes HTML entities, up to three levels deep ('&amp;amp;' is '&'). */
export function decodeHtmlEntities(text: string): string {
  let decoded = text;
  for (let level = 0; level < 3; level++) {
    const next = decodeOnce(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

/** A tag or comment: a letter right after '<' ('<3' and 'a < b' are text). */
const TAG = /<\/?[a-z][^<>]*>|<!--.*?-->/gis;

/** One line of plain text from what a feed sent for a title, a name or a place. */
export function cleanFeedText(text: string): string {
  return removeInvisible(decodeHtmlEntities(text).replace(TAG, ' '))
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
}
