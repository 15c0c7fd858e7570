// One parser for the dates of a resume: "Mar 2019", "03/2019", "2019-03", "Summer 2019",
// "2019 – Present", "Since 2021", "Feb. 2020 to Nov. 2022". Gives ISO partial dates ("2019",
// "2019-03") and where in the text they were written.

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
export const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(19[5-9]\d|20[0-4]\d)`;
const PRESENT = `(present|current(?:ly)?|now|today|ongoing|date)`;

// One date: each alternative sets its own groups, read by `toDate`.
const DATE_SOURCE = [
  String.raw`(?:\d{1,2}(?:st|nd|rd|th)?\s+)?${MONTH}[\s,]*(?:${YEAR}|'(\d\d))`, // 1-3
  String.raw`(?:\d{1,2}[/.-])?(0?[1-9]|1[0-2])[/.-]${YEAR}`, // 4-5
  String.raw`${YEAR}[-/.](0[1-9]|1[0-2])(?![\d/.-])`, // 6-7
  String.raw`(?:summer|winter|autumn|fall|spring)\s+${YEAR}`, // 8
  YEAR, // 9
  PRESENT, // 10
].join('|');
const DATE = new RegExp(String.raw`(?<![\p{L}\p{N}/.])(?:${DATE_SOURCE})(?![\p{L}\p{N}])`, 'giu');

interface Token {
  date: string | null; // null: "present"
  start: number;
  end: number;
  precise: boolean;
}

function toDate(m: RegExpExecArray): string | null {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (m[1]) {
    const year = m[2] ?? `${Number(m[3]) > 50 ? 19 : 20}${m[3]}`;
    return `${year}-${pad(MONTHS[m[1].slice(0, 3).toLowerCase()] ?? 1)}`;
  }
  if (m[4] && m[5]) return `${m[5]}-${pad(Number(m[4]))}`;
  if (m[6] && m[7]) return `${m[6]}-${m[7]}`;
  if (m[8]) return m[8];
  if (m[9]) return m[9];
  return null;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  DATE.lastIndex = 0;
  for (let m = DATE.exec(text); m; m = DATE.exec(text)) {
    const date = toDate(m);
    // "date" and "now" alone are words, not dates: only after a range separator (below).
    out.push({
      date,
      start: m.index,
      end: m.index + m[0].length,
      precise: Boolean(date?.includes('-')),
    });
  }
  return out;
}

const RANGE_SEPARATOR = /^\s*(?:-|–|—|−|~|to|until|till|through|thru)\s*$/i;
const SINCE = /(?:since|from|started|commenced)\s*$/i;

export interface DateRange {
  startDate?: string;
  endDate?: string;
  current: boolean;
  /** A range or "since": stronger evidence of a role than a lone date. */
  range: boolean;
  /** The date written with a month, not only a year. */
  precise: boolean;
  /** Where in the text, and the text itself. */
  start: number;
  end: number;
  text: string;
}

/** Every date and date range of a text, in order. */
export function findDates(text: string): DateRange[] {
  const found: DateRange[] = [];
  const list = tokens(text);
  for (let i = 0; i < list.length; i++) {
    const a = list[i] as Token;
    const b = list[i + 1];
    if (a.date === null) continue;
    if (b && RANGE_SEPARATOR.test(text.slice(a.end, b.start))) {
      const current = b.date === null;
      found.push({
        startDate: a.date,
        ...(current ? {} : { endDate: b.date as string }),
        current,
        range: true,
        precise: a.precise,
        start: a.start,
        end: b.end,
        text: text.slice(a.start, b.end),
      });
      i += 1;
      continue;
    }
    const before = text.slice(0, a.start);
    const since = SINCE.exec(before);
    const start = since ? since.index : a.start;
    // "2019 –" with nothing after: a range still open.
    const open = /^\s*[-–—]\s*$/.test(text.slice(a.end));
    found.push({
      startDate: a.date,
      current: Boolean(since) && /since/i.test(since?.[0] ?? ''),
      range: Boolean(since) || open,
      precise: a.precise,
      start,
      end: open ? text.length : a.end,
      text: text.slice(start, open ? text.length : a.end).trim(),
    });
  }
  return found;
}

/** The strongest date of a text: a range first, then a date with a month, then a year. */
export function findDateRange(text: string): DateRange | null {
  const all = findDates(text);
  return all.find((d) => d.range) ?? all.find((d) => d.precise) ?? all[0] ?? null;
}
