import { describe, expect, it } from 'vitest';
import { parseFeed } from './parse-feed';

describe('parseFeed', () => {
  it('reads JSON Lines, one record per line, numbering lines from 1 and skipping blanks', () => {
    expect(parseFeed('{"a":1}\n\n{"a":2}\r\n')).toEqual([
      { line: 1, record: { a: 1 } },
      { line: 3, record: { a: 2 } },
    ]);
  });

  it('reports a line that is not JSON and still reads the lines after it', () => {
    const [first, broken, last] = parseFeed('{"a":1}\n{"a": oops}\n{"a":3}');
    expect(first).toEqual({ line: 1, record: { a: 1 } });
    expect(broken).toMatchObject({ line: 2, error: expect.stringMatching(/^Not valid JSON: /) });
    expect(last).toEqual({ line: 3, record: { a: 3 } });
  });

  it('reads a JSON array, giving each element the line it starts on', () => {
    const text = '[\n  {\n    "a": 1\n  },\n  {"a": "x]},{"},\n\n  {"a": [3, {"b": 4}]}\n]\n';
    expect(parseFeed(text)).toEqual([
      { line: 2, record: { a: 1 } },
      { line: 5, record: { a: 'x]},{' } },
      { line: 7, record: { a: [3, { b: 4 }] } },
    ]);
  });

  it('reports a broken array element on its line and reads the others', () => {
    const entries = parseFeed('[{"a":1},\n{"a":\n2,,},\n{"a":3}]');
    expect(entries.map((e) => ('record' in e ? e.record : e.line))).toEqual([
      { a: 1 },
      2,
      { a: 3 },
    ]);
  });

  it('reports an array that is never closed', () => {
    expect(parseFeed('[{"a":1},\n{"a":2}').at(-1)).toEqual({
      line: 2,
      error: 'Not valid JSON: the array is not closed with ]',
    });
  });

  it('handles escaped quotes in strings, a byte order mark and an empty feed', () => {
    expect(parseFeed('\uFEFF[{"a":"say \\"]\\""}]')).toEqual([
      { line: 1, record: { a: 'say "]"' } },
    ]);
    expect(parseFeed('  \n')).toEqual([]);
    expect(parseFeed('[]')).toEqual([]);
  });

  it('reads one pretty-printed object as one record', () => {
    expect(parseFeed('\n{\n  "a": 1\n}\n')).toEqual([{ line: 2, record: { a: 1 } }]);
  });
});
