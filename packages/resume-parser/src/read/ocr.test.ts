import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocument } from './index';
import { closeOcr, readableWords } from './ocr';
import { darkOnLight, headerBandSplit, sidebarSplit, toGrey } from './page-image';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test-files/${name}`, import.meta.url)));

afterAll(closeOcr);

describe('scanned pages', () => {
  it('reads a scanned resume with OCR: the name, the email, and the sidebar as a block', async () => {
    const start = performance.now();
    const doc = await readDocument(fixture('scanned.pdf'), 'scan.pdf');
    const first = performance.now() - start;
    expect(doc).toMatchObject({ kind: 'pdf', pages: 1, ocrPages: 1 });
    const texts = doc.lines.map((l) => l.text);
    expect(texts).toContain('Jane Citizen');
    expect(texts).toContain('jane.citizen@example.com');
    expect(doc.lines.every((l) => l.ocr)).toBe(true);
    // The sidebar (contact, skills, languages) is read before the main column, not beside it.
    const sidebarEnd = texts.indexOf('Tagalog (fluent)');
    expect(sidebarEnd).toBeGreaterThan(-1);
    expect(texts.indexOf('Jane Citizen')).toBeGreaterThan(sidebarEnd);
    expect(texts.slice(0, sidebarEnd + 1).join('\n')).toContain('Medication administration');

    // Positions are in the page's points: the name sits in the main column, near the top.
    const name = doc.lines.find((l) => l.text === 'Jane Citizen')!;
    expect(name.x).toBeGreaterThan(190);
    expect(name.x).toBeLessThan(230);
    expect(name.y).toBeGreaterThan(50);
    expect(name.y).toBeLessThan(75);
    expect(name.fontSize).toBeGreaterThan(18);

    const again = performance.now();
    await readDocument(fixture('scanned.pdf'), 'scan.pdf');
    console.info(
      `OCR of one A4 page (1588×2246 px): ${first.toFixed(0)} ms with worker start-up, ` +
        `${(performance.now() - again).toFixed(0)} ms with the worker running`,
    );
  }, 120_000);
});

describe('page images', () => {
  it('turns 1-bit, RGB and RGBA pixels into grey', () => {
    expect(
      toGrey({ width: 3, height: 1, kind: 1, data: new Uint8Array([0b10100000]) })?.grey,
    ).toEqual(new Uint8Array([255, 0, 255]));
    expect(
      toGrey({ width: 1, height: 1, kind: 2, data: new Uint8Array([255, 255, 255]) })?.grey,
    ).toEqual(new Uint8Array([255]));
    expect(
      toGrey({
        width: 2,
        height: 1,
        kind: 3,
        data: new Uint8Array([0, 0, 0, 255, 255, 255, 255, 255]),
      })?.grey,
    ).toEqual(new Uint8Array([0, 255]));
    expect(toGrey({ width: 1, height: 1, kind: 9, data: new Uint8Array([0]) })).toBeUndefined();
  });

  it('makes a dark sidebar light and reads it apart from the page beside it', () => {
    const width = 480;
    const height = 480;
    const grey = new Uint8Array(width * height).fill(255);
    for (let y = 0; y < height; y += 1) grey.fill(40, y * width, y * width + 96);
    const image = { width, height, grey };
    const split = sidebarSplit(width, height, darkOnLight(image).columns);
    expect(grey[0]).toBe(215);
    expect(grey[200]).toBe(255);
    expect(split).toEqual([
      { left: 0, top: 0, width: 96, height },
      { left: 96, top: 0, width: 384, height },
    ]);
    expect(sidebarSplit(width, height, new Array(10).fill(0))).toEqual([
      { left: 0, top: 0, width, height },
    ]);
  });

  it('reads a dark header band apart, from one tile inside its edges', () => {
    const width = 480;
    const height = 960;
    const grey = new Uint8Array(width * height).fill(255);
    grey.fill(40, 0, 192 * width);
    const dark = darkOnLight({ width, height, grey });
    expect(headerBandSplit(width, height, dark.rows)).toEqual([
      { left: 48, top: 48, width: 384, height: 96 },
      { left: 0, top: 192, width, height: 768 },
    ]);
    // No band, or one too tall to be a header: none.
    expect(headerBandSplit(width, height, new Array(20).fill(0))).toBeNull();
    expect(headerBandSplit(width, height, new Array(20).fill(1))).toBeNull();
  });
});

describe('OCR words', () => {
  const word = (text: string, confidence: number, x0: number, x1: number) => ({
    text,
    confidence,
    bbox: { x0, y0: 0, x1, y1: 20 },
  });

  it('keeps a heading whose rule tesseract read as noise, and reads its marks as bullets', () => {
    const heading = [
      word('KEY', 96, 107, 166),
      word('SKILLS', 96, 176, 283),
      word('oo', 0, 332, 368),
      word('BN', 0, 520, 540),
      word('i', 36, 680, 704),
      word('EA', 10, 856, 960),
    ];
    expect(readableWords(heading).map((w) => w.text)).toEqual(['KEY', 'SKILLS']);
    // A misreading on the same ink as a surer word goes.
    const overlapped = [word('EXPERIENCE', 26, 100, 360), word('NI', 23, 300, 396)];
    expect(readableWords(overlapped).map((w) => w.text)).toEqual(['EXPERIENCE']);
    const items = [
      word('«', 12, 105, 112),
      word('Supervised', 96, 134, 267),
      word('two', 96, 277, 320),
    ];
    expect(readableWords(items).map((w) => w.text)).toEqual(['•', 'Supervised', 'two']);
    const dotted = [word('.', 16, 106, 113), word('Set', 95, 135, 173), word('out', 95, 182, 221)];
    expect(readableWords(dotted).map((w) => w.text)).toEqual(['•', 'Set', 'out']);
  });

  it('marks a word kept beside a word left out as unsure, not beside a speck or a far cell', () => {
    // "SAP PM": PM too unsure to read, a word's space after SAP.
    const lost = [word('«', 54, 100, 108), word('SAP', 40, 130, 190), word('PM', 40, 200, 240)];
    expect(readableWords(lost).map((w) => [w.text, w.besideUnread ?? false])).toEqual([
      ['•', false],
      ['SAP', true],
    ]);
    // An unread word before the first: "isolation" lost from "isolation procedures, …".
    const first = [word('isolation', 0, 100, 260), word('procedures,', 93, 272, 460)];
    expect(readableWords(first)[0]).toMatchObject({ text: 'procedures,', besideUnread: true });
    // A speck of one letter, and noise a cell's gap away, leave the word as it was read.
    const specks = [
      word('wound', 96, 100, 190),
      word('care', 96, 200, 270),
      word('i', 31, 280, 284),
    ];
    expect(readableWords(specks).some((w) => w.besideUnread)).toBe(false);
    const far = [word('teamwork', 96, 100, 250), word('kk', 10, 400, 440)];
    expect(readableWords(far).some((w) => w.besideUnread)).toBe(false);
  });
});
