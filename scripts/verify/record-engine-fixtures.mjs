// Records how other JavaScript engines play the rules, for the cross-engine determinism test:
//   npm run record:engines [firefox|javascriptcore …]
// measures every engine run (server/verify/engines/engineRuns.ts: scripted practices of every game, played in the
// engine through the same recorder and clock arithmetic as the browser, and the Chromium reference logs of
// server/verify/fixtures/browser/ re-played) in each engine named (every one installed when none is), writes
// server/verify/fixtures/engines/<engine>.json, and says whether Node (V8) gives the same numbers;
// server/verify/engines/engineDeterminism.test.ts requires it, bit for bit, in CI (where these engines are not
// installed: the committed files are what it checks).
// - firefox: Debian's Firefox ESR (SpiderMonkey), headless with a throwaway profile, opens a page this script
//   serves on a free port of 127.0.0.1 (scripts/verify/engineRunsPage.entry.ts built for the browser); the page
//   posts its measures back. FIREFOX_PATH picks another binary.
// - javascriptcore: WebKit's engine, by its shell `jsc` (Debian's libjavascriptcoregtk-4.0-bin) running
//   scripts/verify/engineRunsShell.entry.ts built as a classic script, which prints its measures. The shell has
//   no TextEncoder/TextDecoder (the log's text fields need them): a UTF-8 one is given before the script.
// RECORD_ENGINES_TIMEOUT_MS is the time after which an engine (its whole process group) is killed, 5 minutes
// unless set. Nothing is written for an engine that did not give every run. Re-record after a rules change
// (with the Chromium reference logs), never instead of bumping a game's rules version.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importBuilt } from '../bench/importBuilt.mjs';
import { ENGINES } from './engines.mjs';

const NODE_ENTRY = new URL('./recordEngineFixtures.entry.ts', import.meta.url);
const BROWSER_FIXTURES = new URL('../../server/verify/fixtures/browser/', import.meta.url);
const OUTPUT = new URL('../../server/verify/fixtures/engines/', import.meta.url);
const chromiumFixtures = (games) =>
  Object.fromEntries(
    games.map((game) => [
      game,
      JSON.parse(readFileSync(new URL(`${game}.json`, BROWSER_FIXTURES), 'utf8')),
    ]),
  );

/** The runs whose numbers Node (V8) does not reproduce, by id. */
function disagreements(runs, node) {
  const fromNode = new Map(node.map((run) => [run.id, JSON.stringify(run)]));
  return runs.filter((run) => fromNode.get(run.id) !== JSON.stringify(run)).map((run) => run.id);
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !Object.hasOwn(ENGINES, name));
if (unknown.length) {
  console.error(
    `Unknown engine: ${unknown.join(', ')} (engines: ${Object.keys(ENGINES).join(', ')})`,
  );
  process.exit(1);
}
const found = Object.entries(ENGINES)
  .filter(([name]) => !wanted.length || wanted.includes(name))
  .map(([name, engine]) => ({ name, engine, version: engine.version() }));
for (const { engine, version } of found) if (!version) console.error(engine.hint);
if (
  found.some(({ version }) => !version) &&
  (wanted.length || found.every(({ version }) => !version))
) {
  process.exit(1);
}

const engineRuns = await importBuilt(NODE_ENTRY, 'recordEngineFixtures');
const fixtures = chromiumFixtures(engineRuns.GAME_IDS);
const inNode = engineRuns.measureEngineRuns(fixtures);
let failed = false;
for (const { name, engine, version } of found.filter(({ version }) => version)) {
  const started = Date.now();
  try {
    const { runs, userAgent } = await engine.measure(fixtures);
    if (!Array.isArray(runs) || runs.length !== inNode.length) {
      throw new Error(`${name} gave ${runs?.length ?? 'no'} runs, not ${inNode.length}.`);
    }
    const fixture = {
      engine: { ...version, ...(userAgent ? { userAgent } : {}) },
      recordedAt: new Date().toISOString(),
      rulesVersions: engineRuns.RULES_VERSIONS,
      recordedBy: `scripts/verify/record-engine-fixtures.mjs ${name}: the engine runs (server/verify/engines/engineRuns.ts)`,
      runs,
    };
    const file = new URL(`${name}.json`, OUTPUT);
    mkdirSync(OUTPUT, { recursive: true });
    writeFileSync(file, `${JSON.stringify(fixture, null, 2)}\n`);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`${version.browser}: ${runs.length} runs in ${seconds} s → ${fileURLToPath(file)}`);
    const differing = disagreements(runs, JSON.parse(JSON.stringify(inNode)));
    if (differing.length) {
      failed = true;
      console.error(
        `  Node (V8) gives other numbers for ${differing.length} runs: ${differing.join(', ')}`,
      );
    } else console.log('  Node (V8) gives the very same numbers for every run.');
  } catch (error) {
    failed = true;
    console.error(`${name}: ${error.message}`);
  }
}
if (failed) process.exit(1);
