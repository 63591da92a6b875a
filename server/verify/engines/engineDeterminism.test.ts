// @vitest-environment node
// The rules give the same numbers in every JavaScript engine: every run Firefox (SpiderMonkey) and WebKit's
// JavaScriptCore measured (server/verify/fixtures/engines/<engine>.json, recorded by
// scripts/verify/record-engine-fixtures.mjs) is measured again here in Node (V8) and must match to the bit: the
// log, the results, and the fingerprints of the final state and of states along the way (every number of the
// state is in them). The Chromium reference logs are among the runs, so Chromium's results (what its page showed
// and the server verified), SpiderMonkey's, JavaScriptCore's and Node's are shown to agree.
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
  engine: { browser: string; javascriptEngine: string; userAgent?: string };
  recordedAt: string;
  rulesVersions: Record<string, number>;
  runs: EngineRun[];
}

const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(join(process.cwd(), path), 'utf8')) as T;

/** Each engine's measures, by the file's name (scripts/verify/record-engine-fixtures.mjs writes them). */
const ENGINES = {
  firefox: { javascriptEngine: 'SpiderMonkey', browser: /^Firefox \d+/ },
  javascriptcore: { javascriptEngine: 'JavaScriptCore', browser: /^WebKitGTK \d+/ },
} as const;
const engines = Object.entries(ENGINES).map(([name, expected]) => ({
  name,
  expected,
  fixture: readJson<EngineFixture>(`server/verify/fixtures/engines/${name}.json`),
}));
const runOf = (fixture: EngineFixture, id: string) => fixture.runs.find((run) => run.id === id);
const firefox = engines[0]!.fixture;
const scripted = firefox.runs.filter((run) => run.scripted);
const chromium = firefox.runs.filter((run) => run.chromiumFixture);
const rerecord = (engine: string) =>
  `Node gives other numbers than ${engine} did: if a game’s rules changed since ` +
  `server/verify/fixtures/engines/${engine}.json was recorded, re-record it (npm run record:engines); ` +
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
 * What was measured here, as the fixtures keep it: JSON writes -0 as 0 (a skiing breakdown's '0 missed gates'
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

/** Every engine measured the run `id` as Node does here. */
function expectEveryEngine(id: string, here: EngineRun) {
  for (const { name, fixture } of engines) {
    expect(runOf(fixture, id), rerecord(name)).toEqual(here);
  }
}

describe.each(engines.map((engine) => [engine.name, engine] as const))(
  'the %s engine runs',
  (name, { expected, fixture }) => {
    it('were measured in that engine under the rules as they are', () => {
      expect(fixture.engine.browser).toMatch(expected.browser);
      expect(fixture.engine.javascriptEngine).toBe(expected.javascriptEngine);
      expect(fixture.rulesVersions, rerecord(name)).toEqual(RULES_VERSIONS);
    });

    it('are every scripted run of every game, then every game’s Chromium log', () => {
      const ids = fixture.runs.map((run) => run.id);
      expect(ids).toEqual(firefox.runs.map((run) => run.id));
      expect(fixture.runs.filter((run) => run.scripted).map((run) => run.scripted)).toEqual(
        ENGINE_SCRIPTED_RUNS,
      );
      expect(
        fixture.runs.filter((run) => run.chromiumFixture).map((run) => run.chromiumFixture),
      ).toEqual(GAME_IDS.map(chromiumFixturePath));
      for (const game of GAME_IDS) {
        expect(fixture.runs.filter((run) => run.scripted && run.game === game)).toHaveLength(
          RUNS_PER_GAME,
        );
      }
    });
  },
);

describe.each(scripted.map((run) => [run.id, run] as const))('%s', (id, run) => {
  const spec = run.scripted!;

  it('plays here to every engine’s log, results and states', () => {
    expectEveryEngine(id, asKept(measureScriptedRun(spec)));
  });

  it('is a run the server verifies, to the score the engines showed', () => {
    const play = playScripted(spec);
    const verified = verifyRun(play.ticket, run.log, play.results, play.receivedAtMs);
    expect(verified.ok && verified.score).toBe(
      run.played!.results.find((entry) => entry.playerId === HUMAN_PLAYER_ID)!.score,
    );
  });
});

describe.each(chromium.map((run) => [run.id, run] as const))('%s', (id, run) => {
  const reference = readJson<ReferenceLog>(run.chromiumFixture!);

  it('is the Chromium log the engines re-played', () => {
    for (const { name, fixture } of engines) {
      expect(hashText(reference.log), rerecord(name)).toBe(runOf(fixture, id)?.logHash);
    }
  });

  it('re-plays here to every engine’s numbers, which are Chromium’s results', () => {
    expectEveryEngine(id, asKept(measureChromiumRun(reference, run.chromiumFixture!)));
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
