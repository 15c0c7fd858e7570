// `npm run parse-resume -- <file>`: prints the parsed resume as JSON, or why the file gives
// none (the talent's message) with a non-zero exit.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { closeOcr, parseResume, ResumeParseError } from './index';

async function main(args: readonly string[]): Promise<number> {
  const file = args[0];
  if (!file || args.length > 1) {
    process.stderr.write('Usage: npm run parse-resume -- <file>\n');
    return 2;
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    process.stderr.write(`Cannot read ${file}: ${(error as Error).message}\n`);
    return 2;
  }
  try {
    const parsed = await parseResume(bytes, basename(file));
    process.stdout.write(`${JSON.stringify(parsed, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof ResumeParseError) {
      process.stderr.write(`${error.message} (${error.code})\n`);
      return 1;
    }
    throw error;
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} finally {
  // A scanned page started the OCR worker: end it now rather than at its idle timeout.
  await closeOcr();
}
