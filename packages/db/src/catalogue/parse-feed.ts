// A job feed's text -> its records, each with the line it starts on so that a failure can be
// reported where the feed's author will look. Two formats: a JSON array (the line of an
// element is the line of its first character) and JSON Lines (one record per non-blank line).
// A record that is not valid JSON fails on its own; the others still parse.

export type FeedEntry = { line: number; record: unknown } | { line: number; error: string };

function parseJson(text: string, line: number): FeedEntry {
  try {
    return { line, record: JSON.parse(text) };
  } catch (error) {
    return { line, error: `Not valid JSON: ${(error as Error).message}` };
  }
}

function parseJsonLines(text: string): FeedEntry[] {
  const entries: FeedEntry[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (line) entries.push(parseJson(line, i + 1));
  }
  return entries;
}

const WHITESPACE = new Set([' ', '\t', '\r', '\n']);

/**
 * Splits a JSON array into its elements by scanning brackets and strings at the top level,
 * then parses each element alone, so one broken element does not lose the rest.
 */
function parseJsonArray(text: string, start: number): FeedEntry[] {
  const entries: FeedEntry[] = [];
  let line = 1 + countNewlines(text, 0, start);
  let depth = 0;
  let inString = false;
  let elementStart = -1;
  let elementLine = line;

  const finishElement = (end: number) => {
    if (elementStart >= 0) entries.push(parseJson(text.slice(elementStart, end), elementLine));
    elementStart = -1;
  };

  for (let i = start + 1; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '\n') line++;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (depth === 0 && (ch === ',' || ch === ']')) {
      finishElement(i);
      if (ch === ']') {
        const rest = text.slice(i + 1).trim();
        if (rest) entries.push({ line, error: 'Not valid JSON: text after the closing ]' });
        return entries;
      }
      continue;
    }
    if (elementStart < 0 && !WHITESPACE.has(ch)) {
      elementStart = i;
      elementLine = line;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') depth--;
  }
  finishElement(text.length);
  entries.push({ line, error: 'Not valid JSON: the array is not closed with ]' });
  return entries;
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

export function parseFeed(input: string): FeedEntry[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const first = text.search(/\S/);
  if (first < 0) return [];
  if (text[first] === '[') return parseJsonArray(text, first);
  // One pretty-printed object is a feed of one record, not many broken lines.
  if (text[first] === '{' && text.indexOf('\n', first) >= 0) {
    const whole = parseJson(text, 1 + countNewlines(text, 0, first));
    if ('record' in whole) return [whole];
  }
  return parseJsonLines(text);
}
