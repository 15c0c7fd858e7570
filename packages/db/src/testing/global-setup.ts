// Vitest global setup of the node tests: the embedded template database is made once per set
// of migrations, before any test file starts (each file then loads a copy of it).
import { preparePgliteTemplate } from './index';

export default async function setup() {
  await preparePgliteTemplate();
}
