// `npm run bench:store`: the results store with 1,000,000 results in one board, on SQLite and on PostgreSQL
// (a throwaway cluster on a free port; skipped with the install command when it is missing). Prints the
// figures (medians and p95 of the top 100, a median and the last player's place, rows around a player;
// results written a second while the board fills and once it is full) with the machine's load. Figures only:
// nothing passes or fails on a timing. BENCH_STORE_RESULTS=1000000, BENCH_STORE_DBS=sqlite,postgres,
// BENCH_STORE_READS=200 (times each read is timed), BENCH_STORE_WRITES=50000 (writes on the full board),
// BENCH_STORE_ROOMS=190 (swimming rooms ticking in the same process, alone for 15 s and then while the full
// board is written: their tick p95 and tick gap p99 both ways; none by default).
import { existsSync } from 'node:fs';
import { importBuilt } from './importBuilt.mjs';

const POSTGRES_INSTALL_HINT =
  'PostgreSQL not found: install it with "apt-get update && apt-get install -y postgresql" (or set PG_BIN).';
const hasPostgres = [
  process.env.PG_BIN,
  ...[17, 16, 15, 14, 13].map((v) => `/usr/lib/postgresql/${v}/bin`),
].some((dir) => dir && existsSync(`${dir}/postgres`));

const databases = (process.env.BENCH_STORE_DBS ?? 'sqlite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => {
    if (name === 'postgres' && !hasPostgres) {
      console.warn(`PostgreSQL skipped: ${POSTGRES_INSTALL_HINT}`);
      return false;
    }
    return name === 'sqlite' || name === 'postgres';
  });

const { runStoreBench } = await importBuilt(
  new URL('./storeBench.entry.ts', import.meta.url),
  'storeBench',
);
await runStoreBench({
  results: Number(process.env.BENCH_STORE_RESULTS ?? 1_000_000),
  databases,
  readRepeats: Number(process.env.BENCH_STORE_READS ?? 200),
  extraWrites: Number(process.env.BENCH_STORE_WRITES ?? 50_000),
  rooms: Number(process.env.BENCH_STORE_ROOMS ?? 0),
});
