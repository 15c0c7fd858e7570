// Job descriptions arrive as HTML from feeds we do not control and are shown on the public
// advert, so they are cleaned on the way in: only simple formatting survives, links open in a
// new tab without passing the opener or referrer, and no script, event handler or
// javascript: URL gets through. The plain text (for search and summaries) is read from the
// cleaned HTML, so nothing removed from the HTML can reach it either.
import { removeInvisible } from '@talent/contract';
import sanitizeHtml from 'sanitize-html';

const SAFE_HREF = /^(https?:|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h2', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    // The advert's own title is the page's h1; a feed's headings sit below it.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (_tagName, attribs) => {
      const href = attribs.href?.trim();
      return {
        tagName: 'a',
        attribs: {
          ...(href && SAFE_HREF.test(href) ? { href } : {}),
          rel: 'noopener noreferrer nofollow',
          target: '_blank',
        },
      };
    },
  },
};

/** Any tag at all: without one, a description is plain text and is kept as such. */
const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>|<!--/i;

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The entities sanitize-html writes, plus the common ones plain-text feeds send. */
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Trims each line, joins runs of spaces, and keeps at most one blank line between blocks. */
function tidyLines(text: string): string {
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Plain text of cleaned HTML: blocks separated by a blank line, list items as '- item' lines.
 * Regular expressions suffice here because the input is sanitize-html's own well-formed output.
 */
export function htmlToText(safeHtml: string): string {
  const text = safeHtml
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/?(p|h2|h3|h4|ul|ol)\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return tidyLines(decodeEntities(text));
}

export interface DescriptionFields {
  /** Plain text, for search, summaries and adverts without HTML. */
  description: string;
  /** Cleaned HTML; null when the feed sent plain text, so the advert shows the text. */
  descriptionHtml: string | null;
}

export function descriptionFields(feedText: string): DescriptionFields {
  // Zero-width spaces and the like show nothing and break search: gone from text and HTML.
  const input = removeInvisible(feedText);
  if (!HTML_TAG.test(input)) {
    return {
      description: tidyLines(decodeEntities(input.replace(/\r\n?/g, '\n'))),
      descriptionHtml: null,
    };
  }
  const descriptionHtml = sanitiseHtml(input);
  return { description: htmlToText(descriptionHtml), descriptionHtml };
}
