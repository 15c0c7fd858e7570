// Real (tiny) files for the upload tests, and a multipart body to send them with inject.
// The e2e journeys have their own PDF in e2e/support/files.ts (e2e does not import from apps).
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

/** A valid w x h RGB PNG, one colour. */
export function pngBytes(width = 4, height = 4, rgb: [number, number, number] = [30, 120, 200]) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const raw = Buffer.concat(Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A one-page PDF with a line of text. */
export function pdfBytes(text = 'Jane Citizen resume'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 70 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 70 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The start of a JPEG (JFIF): enough for sniffing by content. */
export const jpegBytes = () =>
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
  ]);

export const gifBytes = () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

/** An OLE compound file header, as old .doc files start. */
export function docBytes(): Buffer {
  const bytes = Buffer.alloc(1536);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  bytes.writeUInt16LE(0x003e, 24);
  bytes.writeUInt16LE(0x0003, 26);
  bytes.writeUInt16LE(0xfffe, 28);
  bytes.writeUInt16LE(0x0009, 30);
  return bytes;
}

export const docxBytes = () => readFileSync(new URL('./fixtures/resume.docx', import.meta.url));

/** A multipart/form-data body with one file part, for app.inject. */
export function multipart(
  fileName: string,
  bytes: Buffer,
  options: { field?: string; contentType?: string } = {},
) {
  const boundary = `----talent-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${fileName}"\r\nContent-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A plain text resume (work history, education, skills, languages) and a tax invoice. */
export const resumeTextBytes = () =>
  readFileSync(new URL('./fixtures/resume.txt', import.meta.url));
export const invoiceTextBytes = () =>
  readFileSync(new URL('./fixtures/invoice.txt', import.meta.url));
