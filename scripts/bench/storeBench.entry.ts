// The results store at a million results: built for Node by scripts/bench/store.mjs. For each database it
// fills one board (all time, one rules version) with one run per player through the store's write queue,
// then times the reads a board dialog and a results screen make, then the writes a full board takes.
// Figures only: nothing here passes or fails on a timing.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import {
  openStore,
  type DatabaseConfig,
  type NewResult,
  type ResultsStore,
} from '../../server/store';
import { startThrowawayPostgres } from '../../server/store/testing/postgresCluster';
import { tickRooms, type RoomTicks } from './roomTicks';

export interface StoreBenchOptions {
  results: number;
  databases: Array<'sqlite' | 'postgres'>;
  readRepeats: number;
  extraWrites: number;
  /** Rooms ticking in this process, alone and then while the full board's writes run (0: none). */
  rooms: number;
}

const ROOMS_ALONE_MS = 15_000;

const COUNTRIES = ['FI', 'SE', 'NO', 'DE', 'FR', 'ES', 'IT', 'PL', 'JP', 'BR', 'KE', 'IN'];
const LOG_BYTES = 600;
const IN_FLIGHT = 8_000;
const BOARD = { game: 'swimming', rulesVersion: 1, period: 'all' as const };

const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const ms = (value: number) => `${value.toFixed(2)} ms`;
const thousands = (value: number) =>
  String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

interface TickFigures {
  ticks: number;
  durationP95Ms: number;
  gapP99Ms: number;
}

const tickFigures = ({ durations, gaps }: RoomTicks): TickFigures => ({
  ticks: durations.length,
  durationP95Ms: quantile(durations, 0.95),
  gapP99Ms: quantile(gaps, 0.99),
});

/** A deterministic stream of pseudo-random numbers, so both databases get the same board. */
function numbers(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Entrant {
  playerId: number;
  score: number;
  timeMs: number;
}

/** A swimming-like spread: most scores near the middle, times over 30 s, so nearly every key is distinct. */
function drawRun(next: () => number): { score: number; timeMs: number } {
  const bell = (next() + next() + next()) / 3;
  return { score: Math.round(200 + bell * 1700), timeMs: 60_000 + Math.floor(next() * 30_000) };
}

const log = randomBytes(LOG_BYTES);
function result(playerId: number, score: number, timeMs: number, n: number): NewResult {
  const bytes = Buffer.from(log);
  bytes.writeUInt32LE(n, 0); // every log distinct, as real ones are
  return {
    game: 'swimming',
    rulesVersion: 1,
    kind: 'practice',
    settings: { duration: 90, difficulty: 'medium', rounds: 1 },
    seed: n >>> 0,
    log: bytes,
    playerId,
    score,
    timeMs,
    verified: true,
  };
}

async function timed(repeats: number, run: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, repeats); i++) await run(); // warm the caches
  const samples: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return {
    median: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    max: Math.max(...samples),
  };
}

/** Pushes results through the write queue, keeping at most IN_FLIGHT waiting; returns results a second. */
async function write(store: ResultsStore, results: Iterable<NewResult>): Promise<number> {
  const started = performance.now();
  const inFlight: Array<Promise<unknown>> = [];
  let count = 0;
  for (const next of results) {
    inFlight.push(store.saveResult(next));
    count++;
    if (inFlight.length >= IN_FLIGHT) await inFlight.shift();
  }
  await Promise.all(inFlight);
  return count / ((performance.now() - started) / 1000);
}

function folderBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

async function benchOne(
  kind: 'sqlite' | 'postgres',
  options: StoreBenchOptions,
): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'csg-store-bench-'));
  const cluster = kind === 'postgres' ? await startThrowawayPostgres({ durable: true }) : null;
  const database: DatabaseConfig = cluster
    ? { kind: 'postgres', url: await cluster.createDatabase('bench') }
    : { kind: 'sqlite', file: join(dir, 'results.sqlite') };
  const store = await openStore({ database, queue: { capacity: IN_FLIGHT * 2 } });
  // Interrupted (Ctrl-C): still stop the PostgreSQL server and remove the data.
  const interrupted = () => {
    void cluster?.remove().finally(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(130);
    });
    if (!cluster) {
      rmSync(dir, { recursive: true, force: true });
      process.exit(130);
    }
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const figures: Record<string, unknown> = { database: kind };
  try {
    console.log(
      `\n## ${kind === 'sqlite' ? 'SQLite (WAL, synchronous=NORMAL)' : 'PostgreSQL 15 (fsync on)'}`,
    );
    console.log(`load before: ${load()}`);

    // Players, in bulk (not what is measured).
    const next = numbers(42);
    const entrants: Entrant[] = [];
    const started = performance.now();
    for (let made = 0; made < options.results; made += 5000) {
      const size = Math.min(5000, options.results - made);
      const secrets = randomBytes(32 * size);
      const players = await store.createPlayers(
        Array.from({ length: size }, (_, i) => ({
          secret: secrets.subarray(i * 32, i * 32 + 32),
          name: `Player ${made + i + 1}`,
          country: next() < 0.4 ? (COUNTRIES[Math.floor(next() * COUNTRIES.length)] ?? null) : null,
        })),
      );
      for (const player of players) entrants.push({ playerId: player.id, ...drawRun(next) });
    }
    console.log(
      `${thousands(options.results)} players made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // The fill: one run per player, through the write queue, timed per slice as the board grows.
    const slice = Math.max(1, Math.floor(options.results / 5));
    const rates: number[] = [];
    const fillStarted = performance.now();
    for (let from = 0; from < entrants.length; from += slice) {
      const part = entrants.slice(from, from + slice);
      const rate = await write(
        store,
        part.map((e, i) => result(e.playerId, e.score, e.timeMs, from + i)),
      );
      rates.push(rate);
      console.log(
        `  results ${thousands(from + 1)}–${thousands(from + part.length)}: ${thousands(rate)} a second`,
      );
    }
    const fillRate = entrants.length / ((performance.now() - fillStarted) / 1000);
    figures.fillPerSecond = Math.round(fillRate);
    console.log(`fill: ${thousands(fillRate)} results a second overall`);
    console.log(`board size: ${thousands(await store.boardSize(BOARD))} players`);
    // What the store's hourly timer does: the planners' statistics, taken on the full tables.
    const optimizing = performance.now();
    await store.optimize();
    console.log(`statistics refreshed in ${ms(performance.now() - optimizing)}`);

    // Reads.
    const order = [...entrants].sort((a, b) => b.score - a.score || a.timeMs - b.timeMs);
    const median = order[Math.floor(order.length / 2)] as Entrant;
    const last = order[order.length - 1] as Entrant;
    const reads: Array<[string, () => Promise<unknown>]> = [
      ['top 100', () => store.topOf(BOARD, { limit: 100 })],
      ['top 100 of one country', () => store.topOf(BOARD, { limit: 100, country: 'FI' })],
      ['world record', () => store.worldRecord(BOARD)],
      ['place of the median player', () => store.placeOf(BOARD, median.playerId)],
      ['place of the last player', () => store.placeOf(BOARD, last.playerId)],
      ['around the median player (±5)', () => store.aroundMe(BOARD, median.playerId, 5)],
      ['around the last player (±5)', () => store.aroundMe(BOARD, last.playerId, 5)],
    ];
    const place = await store.placeOf(BOARD, last.playerId);
    console.log(
      `last player's place: #${thousands(place?.place ?? 0)} of ${thousands(place?.of ?? 0)}`,
    );
    const readFigures: Record<string, unknown> = {};
    console.log(`\n| read (${options.readRepeats} times) | median | p95 | max |`);
    console.log('| --- | --- | --- | --- |');
    for (const [name, run] of reads) {
      const t = await timed(options.readRepeats, run);
      readFigures[name] = t;
      console.log(`| ${name} | ${ms(t.median)} | ${ms(t.p95)} | ${ms(t.max)} |`);
    }
    figures.reads = readFigures;

    let alone: TickFigures | null = null;
    if (options.rooms > 0) {
      const rooms = tickRooms(options.rooms);
      await new Promise((resolve) => setTimeout(resolve, ROOMS_ALONE_MS));
      alone = tickFigures(rooms.stop());
    }
    // Writes on the full board: half new bests, half runs worse than the player's best.
    const rooms = options.rooms > 0 ? tickRooms(options.rooms) : null;
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const extra = Array.from({ length: options.extraWrites }, (_, i) => {
      const e = entrants[Math.floor(next() * entrants.length)] as Entrant;
      const better = i % 2 === 0;
      return result(e.playerId, better ? e.score + 1 : e.score - 1, e.timeMs, entrants.length + i);
    });
    const fullRate = await write(store, extra);
    delay.disable();
    const writing = rooms && tickFigures(rooms.stop());
    figures.fullBoardWritesPerSecond = Math.round(fullRate);
    figures.eventLoopDelayP99Ms = delay.percentile(99) / 1e6;
    figures.eventLoopDelayMaxMs = delay.max / 1e6;
    console.log(
      `\nwrites on the full board: ${thousands(fullRate)} results a second (${thousands(options.extraWrites)} results, half of them new bests)`,
    );
    console.log(
      `event loop delay while writing: p99 ${ms(delay.percentile(99) / 1e6)}, max ${ms(delay.max / 1e6)}`,
    );
    if (alone && writing) {
      figures.roomTicks = { alone, writing };
      const line = (f: TickFigures) =>
        `tick p95 ${ms(f.durationP95Ms)}, tick gap p99 ${ms(f.gapP99Ms)} (${thousands(f.ticks)} ticks)`;
      console.log(
        `${options.rooms} rooms of 8 swimmers ticking in this process, alone: ${line(alone)}`,
      );
      console.log(
        `the same while writing: ${line(writing)}; tick p95 ${((writing.durationP95Ms / alone.durationP95Ms - 1) * 100).toFixed(0)}% over alone`,
      );
    }
    if (kind === 'sqlite') {
      const bytes = folderBytes(dir);
      figures.databaseBytes = bytes;
      console.log(`database file and log: ${(bytes / 1e9).toFixed(2)} GB`);
    }
    console.log(`load after: ${load()}`);
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await store.close();
    await cluster?.remove();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

export async function runStoreBench(
  options: StoreBenchOptions,
): Promise<Array<Record<string, unknown>>> {
  console.log(
    `# Results store: ${thousands(options.results)} results in one board (node ${process.version})`,
  );
  const all = [];
  for (const kind of options.databases) all.push(await benchOne(kind, options));
  return all;
}
