// @vitest-environment node
// The rules give the same numbers in every JavaScript engine: every run Firefox (SpiderMonkey) measured
// (server/verify/fixtures/engines/firefox.json, recorded by scripts/verify/record-engine-fixtures.mjs) is
// measured again here in Node (V8) and must match to the bit: the log, the results, and the fingerprints of the
// final state and of states along the way (every number of the state is in them). The Chromium reference logs
// are among the runs, so Chromium's results (what its page showed and the server verified), Firefox's and
// Node's are shown to agree.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_RULES } from '../../../shared/games/allRules';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import type { GameResultEntry } from '../../../shared/games/core/types';
import { practicePlayers, replayRun } from '../../../shared/runs/replayRun';
import { GAME_IDS, RULES_VERSIONS } from '../../../shared/runs/rulesVersions';
import type { ReferenceLog } from '../referenceLog';
import { playScripted } from '../scriptedPlay';
import { verifyRun } from '../verifyRun';
import {
  chromiumFixturePath,
  decodeLog,
  ENGINE_SCRIPTED_RUNS,
  measureChromiumRun,
  measureReplay,
  measureScriptedRun,
  RUNS_PER_GAME,
  type EngineRun,
} from './engineRuns';
import { hashText, stableJson, stateHash } from './stateHash';

interface EngineFixture {
  engine: { browser: string; javascriptEngine: string; userAgent: string };
  recordedAt: string;
  rulesVersions: Record<string, number>;
  runs: EngineRun[];
}

const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(join(process.cwd(), path), 'utf8')) as T;

const firefox = readJson<EngineFixture>('server/verify/fixtures/engines/firefox.json');
const scripted = firefox.runs.filter((run) => run.scripted);
const chromium = firefox.runs.filter((run) => run.chromiumFixture);
const RERECORD =
  'Node gives other numbers than Firefox did: if a game’s rules changed since ' +
  'server/verify/fixtures/engines/firefox.json was recorded, re-record it (npm run record:engines); ' +
  'otherwise the engines disagree';

/** The fields of a result that count (the AI seats' ids and names are the replaying side's own). */
const counted = (results: readonly GameResultEntry[]) =>
  results.map(({ playerId, score, time, position, accuracy, breakdown }) => ({
    isYou: playerId === HUMAN_PLAYER_ID,
    score,
    time,
    position,
    accuracy,
    breakdown,
  }));

/**
 * What was measured here, as the fixture keeps it: JSON writes -0 as 0 (a skiing breakdown's '0 missed gates'
 * is -0 points), so the results' every bit is compared through their resultsHash instead.
 */
const asKept = <T>(measured: T): T => JSON.parse(JSON.stringify(measured)) as T;

/** The next double above `value` (one unit in the last place). */
function nextUp(value: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  view.setBigUint64(0, view.getBigUint64(0) + (value >= 0 ? 1n : -1n));
  return view.getFloat64(0);
}

describe('the Firefox engine runs', () => {
  it('were measured in SpiderMonkey under the rules as they are', () => {
    expect(firefox.engine.browser).toMatch(/^Firefox \d+/);
    expect(firefox.engine.javascriptEngine).toBe('SpiderMonkey');
    expect(firefox.rulesVersions, RERECORD).toEqual(RULES_VERSIONS);
  });

  it('are every scripted run of every game, then every game’s Chromium log', () => {
    expect(scripted.map((run) => run.scripted)).toEqual(ENGINE_SCRIPTED_RUNS);
    expect(chromium.map((run) => run.chromiumFixture)).toEqual(GAME_IDS.map(chromiumFixturePath));
    for (const game of GAME_IDS) {
      expect(scripted.filter((run) => run.game === game)).toHaveLength(RUNS_PER_GAME);
    }
  });
});

describe.each(scripted.map((run) => [run.id, run] as const))('%s', (_, run) => {
  const spec = run.scripted!;

  it('plays here to Firefox’s log, results and states', () => {
    expect(asKept(measureScriptedRun(spec)), RERECORD).toEqual(run);
  });

  it('re-plays Firefox’s own log here to Firefox’s numbers', () => {
    expect(asKept(measureReplay(decodeLog(run.log!))), RERECORD).toEqual(run.replayed);
  });

  it('is a run the server verifies, to the score Firefox showed', () => {
    const play = playScripted(spec);
    const verified = verifyRun(play.ticket, run.log, play.results, play.receivedAtMs);
    expect(verified.ok && verified.score).toBe(
      run.played!.results.find((entry) => entry.playerId === HUMAN_PLAYER_ID)!.score,
    );
  });
});

describe.each(chromium.map((run) => [run.id, run] as const))('%s', (_, run) => {
  const reference = readJson<ReferenceLog>(run.chromiumFixture!);

  it('is the Chromium log Firefox re-played', () => {
    expect(hashText(reference.log), RERECORD).toBe(run.logHash);
  });

  it('re-plays here to Firefox’s numbers, which are Chromium’s results', () => {
    expect(asKept(measureChromiumRun(reference, run.chromiumFixture!)), RERECORD).toEqual(run);
    // What Chromium's page showed, and the score the server verified when Chromium submitted it.
    expect(counted(run.replayed.results)).toEqual(counted(reference.claimed));
    const you = run.replayed.results.find((entry) => entry.playerId === HUMAN_PLAYER_ID)!;
    expect(you.score).toBe(reference.browser!.serverVerdict.score);
    expect(Math.round(you.time * 1000)).toBe(reference.expected.timeMs);
  });
});

describe('the state fingerprint', () => {
  it.each(chromium.map((run) => [run.game, run] as const))(
    'changes when any one number of the final state of %s moves by one unit in the last place',
    (game, run) => {
      const log = decodeLog(readJson<ReferenceLog>(run.chromiumFixture!).log);
      const rules = ALL_RULES[game];
      const final = replayRun(rules, practicePlayers(log.seed, log.aiSeats), log).state;
      const before = stateHash(final);
      expect(before).toBe(run.replayed.finalHash);
      let numbers = 0;
      const visit = (node: unknown, path: string) => {
        if (typeof node !== 'object' || node === null) return;
        const record = node as Record<string, unknown>;
        for (const key of Object.keys(record)) {
          const value = record[key];
          if (typeof value === 'number' && Number.isFinite(value)) {
            numbers++;
            record[key] = nextUp(value);
            expect(stateHash(final), `${path}.${key}`).not.toBe(before);
            record[key] = value;
          } else visit(value, `${path}.${key}`);
        }
      };
      visit(final, 'state');
      expect(numbers).toBeGreaterThan(10);
      expect(stateHash(final)).toBe(before);
    },
  );

  it('tells 0 from -0 and any NaN from a number', () => {
    expect(stableJson({ a: 0 })).not.toBe(stableJson({ a: -0 }));
    expect(stableJson([NaN])).not.toBe(stableJson([0]));
    expect(stableJson({ b: 1, a: 2 })).toBe(stableJson({ a: 2, b: 1 }));
    expect(
      stableJson(
        new Map([
          [1, 'a'],
          [2, 'b'],
        ]),
      ),
    ).toBe(
      stableJson(
        new Map([
          [2, 'b'],
          [1, 'a'],
        ]),
      ),
    );
    expect(stableJson(new Map([[1, 'a']]))).not.toBe(stableJson(new Map([[1, 'b']])));
    expect(hashText('0.1')).not.toBe(hashText('0.2'));
  });

  it('catches a run whose logged aim moved by one unit in the last place', () => {
    const archery = scripted.find((entry) => entry.game === 'archery')!;
    const original = decodeLog(archery.log!);
    // The aim just before the first shot: the arrow lands one ulp elsewhere, and the state shows it.
    const shot = original.inputs.findIndex(
      ({ input }) => (input as { type: string }).type === 'shoot',
    );
    const aim = original.inputs[shot - 1]!;
    const { x, y } = aim.input as { type: 'aim'; x: number; y: number };
    const perturbed = {
      ...original,
      inputs: original.inputs.map((entry, i) =>
        i === shot - 1 ? { ...entry, input: { type: 'aim', x: nextUp(x), y } } : entry,
      ),
    };
    const measured = measureReplay(perturbed);
    expect(measured.finalHash).not.toBe(archery.replayed.finalHash);
    const after = archery.replayed.checkpoints.filter(({ step }) => step > aim.step);
    expect(after.length).toBeGreaterThan(0);
    for (const checkpoint of after) {
      const here = measured.checkpoints.find(({ step }) => step === checkpoint.step)!;
      expect(here.hash).not.toBe(checkpoint.hash);
    }
    // The unperturbed log still gives Firefox's numbers: only the one ulp made the difference.
    expect(asKept(measureReplay(original))).toEqual(archery.replayed);
  });
});
