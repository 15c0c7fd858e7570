// The folder of this package, found through Node's resolution rather than a module's own URL,
// so that files beside the code (migrations, the database worker) are found from the source
// (tsx, tests) and from the compiled server, which is one bundled file elsewhere.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

export const dbPackageDir = dirname(
  createRequire(import.meta.url).resolve('@talent/db/package.json'),
);
