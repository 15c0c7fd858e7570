import { describe, expect, it } from 'vitest';
import { docxBytes } from '../test/files';
import { zipOf } from '../test/zip';
import { isDocx, listZipEntries, readZipEntry, ZIP_LIMITS } from './zip-archive';

const CONTENT_TYPES = Buffer.from(
  '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

describe('the bounded ZIP reader', () => {
  it('recognises a real Word document and reads its entries', () => {
    const docx = docxBytes();
    expect(isDocx(docx)).toBe(true);
    expect(listZipEntries(docx)?.map((e) => e.name)).toContain('word/document.xml');
    expect(
      new TextDecoder().decode(readZipEntry(docx, 'word/document.xml') ?? undefined),
    ).toContain('<w:document');
  });

  it('refuses a bomb by its declared sizes before inflating anything', () => {
    // 64 MB of one byte deflates to about 64 kB: a ratio of about 1000.
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'word/document.xml', data: Buffer.alloc(64 * 1024 * 1024, 0x41) },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(listZipEntries(bomb)).toBeNull();
    expect(isDocx(bomb)).toBe(false);
  });

  it('never inflates past its cap when the headers lie about the size', () => {
    const liar = zipOf([
      { name: '[Content_Types].xml', data: Buffer.alloc(8 * 1024 * 1024, 0x20), declaredSize: 100 },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    ]);
    expect(listZipEntries(liar)).not.toBeNull();
    expect(readZipEntry(liar, '[Content_Types].xml', 1024 * 1024)).toBeNull();
    expect(isDocx(liar)).toBe(false);
  });

  it('is not fooled by truncated or corrupt archives, or a ZIP that is not a document', () => {
    const docx = docxBytes();
    for (const cut of [10, 100, docx.length / 2, docx.length - 10]) {
      expect(isDocx(docx.subarray(0, Math.floor(cut)))).toBe(false);
    }
    const corrupt = Buffer.from(docx);
    corrupt.fill(0xff, 200, 400);
    expect(() => isDocx(corrupt)).not.toThrow();
    expect(isDocx(zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]))).toBe(false);
  });

  it('refuses an archive of too many entries', () => {
    const many = Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i) => ({
      name: `f${i}`,
      data: Buffer.from('x'),
    }));
    expect(listZipEntries(zipOf(many))).toBeNull();
  });
});
