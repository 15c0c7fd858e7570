// After the web build: a brotli (.br) and a gzip (.gz) copy of every text file of dist, beside
// it, compressed once at their best settings; the server sends the one the browser accepts
// (@fastify/static's preCompressed) and spends no time compressing per request. Source maps
// are left out: browsers do not fetch them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '.vite') walk(path);
      continue;
    }
    if (!TEXT.test(name)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    files++;
    before += bytes.length;
    after += br.length;
  }
};
walk(dist);
console.log(
  `Compressed ${files} files: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB as brotli`,
);
