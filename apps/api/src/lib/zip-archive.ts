// Reads ZIP archives (DOCX is one) without trusting them: the central directory is checked
// before anything is inflated (entry count, declared sizes, compression ratio), and every entry
// is inflated with a hard cap on its output, so a bomb or a header that lies about sizes cannot
// take the server's memory or time. A truncated or corrupt archive is simply not an archive.
import { inflateRawSync } from 'node:zlib';

export const ZIP_LIMITS = {
  entries: 2000,
  /** Declared uncompressed bytes of all entries together. */
  totalBytes: 100 * 1024 * 1024,
  /** Uncompressed bytes of one entry that is read. */
  entryBytes: 20 * 1024 * 1024,
  /** Uncompressed / compressed, for entries over 1 MB (text compresses well; bombs far better). */
  ratio: 200,
} as const;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** Whether the bytes start like a ZIP archive. */
export const looksLikeZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/**
 * The archive's entries, or null when it is not a well-formed ZIP within the limits (truncated,
 * corrupt, too many entries, too large once inflated, or compressed too well to be honest).
 */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  const dirSize = view.getUint32(eocd + 12, true);
  const dirOffset = view.getUint32(eocd + 16, true);
  if (count > ZIP_LIMITS.entries || dirOffset + dirSize > eocd) return null;
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL) return null;
    const entry: ZipEntry = {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      name: new TextDecoder().decode(
        bytes.subarray(at + 46, at + 46 + view.getUint16(at + 28, true)),
      ),
      localOffset: view.getUint32(at + 42, true),
    };
    // ZIP64 markers (sizes of 0xffffffff) have no place in a document of a few MB.
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) return null;
    if (entry.localOffset + 30 + entry.compressedSize > bytes.length) return null;
    if (entry.size > 1024 * 1024 && entry.size > entry.compressedSize * ZIP_LIMITS.ratio)
      return null;
    total += entry.size;
    if (total > ZIP_LIMITS.totalBytes) return null;
    entries.push(entry);
    at +=
      46 +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * One entry's bytes, inflated with a hard cap (never more than `maxBytes`, whatever the headers
 * say), or null when it is missing, corrupt or larger than the cap.
 */
export function readZipEntry(
  bytes: Uint8Array,
  name: string,
  maxBytes: number = ZIP_LIMITS.entryBytes,
): Uint8Array | null {
  const entries = listZipEntries(bytes);
  const entry = entries?.find((e) => e.name === name);
  if (!entry || entry.size > maxBytes) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (view.getUint32(at, true) !== LOCAL) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  try {
    if (entry.method === 0) return data.length <= maxBytes ? data : null;
    if (entry.method !== 8) return null;
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    // Corrupt data, or more output than the cap allows.
    return null;
  }
}

/** Whether the archive is a Word document (DOCX), read within the limits. */
export function isDocx(bytes: Uint8Array): boolean {
  const entries = listZipEntries(bytes);
  if (!entries?.some((e) => e.name === 'word/document.xml')) return false;
  const types = readZipEntry(bytes, '[Content_Types].xml', 1024 * 1024);
  return types != null && new TextDecoder().decode(types).includes('wordprocessingml.document');
}

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 65_535; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  return -1;
}
