/**
 * Measures place search: the first call (which loads the gazetteer and builds the index), the
 * heap the index keeps, and later calls for typical autocomplete terms.
 * Run: node --expose-gc --import tsx packages/geo/scripts/time-place-search.ts
 */
import { performance } from 'node:perf_hooks';
import { searchPlaces } from '../src/index';

const terms = [
  'Parramatta',
  'Paramatta',
  'Syd',
  's',
  'Richmond',
  'Richmond VIC',
  'Richmond, Victoria',
  'Bondi',
  'Fremantle',
  'Auckland',
  'Christchurch',
  'Melborne',
  'Ponsonby',
  'New York',
  'Lon',
  'mt eden',
];
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

collect();
const heapBefore = process.memoryUsage().heapUsed;
const started = performance.now();
const cpuBefore = process.cpuUsage();
searchPlaces('Parramatta', { biasCountryIso2: 'AU' });
const firstCallMs = Math.round(performance.now() - started);
// CPU time as well as wall time: on a busy machine the wall time mostly measures the others.
const cpu = process.cpuUsage(cpuBefore);
const firstCallCpuMs = Math.round((cpu.user + cpu.system) / 1000);
collect();
const heapMb = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024);

const rounds = 50;
const laterCallMs: Record<string, number> = {};
// A term's first call may build a cached list (one- and two-letter prefixes, typo candidates).
const firstTimeMs: Record<string, number> = {};
for (const term of terms) {
  const once = performance.now();
  searchPlaces(term, { biasCountryIso2: 'AU', limit: 10 });
  firstTimeMs[term] = Number((performance.now() - once).toFixed(3));
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) searchPlaces(term, { biasCountryIso2: 'AU', limit: 10 });
  laterCallMs[term] = Number(((performance.now() - t0) / rounds).toFixed(3));
}
const worstMs = Math.max(...Object.values(laterCallMs));
const worstFirstTimeMs = Math.max(...Object.values(firstTimeMs));
console.log(
  JSON.stringify(
    { firstCallMs, firstCallCpuMs, heapMb, laterCallMs, worstMs, firstTimeMs, worstFirstTimeMs },
    null,
    2,
  ),
);
