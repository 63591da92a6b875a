// Records how another JavaScript engine plays the rules, for the cross-engine determinism test:
//   npm run record:engines
// builds scripts/verify/engineRunsPage.entry.ts for the browser, serves it on a free port of 127.0.0.1 with
// the Chromium reference logs (server/verify/fixtures/browser/), and opens it in Debian's Firefox ESR
// (SpiderMonkey), headless, with a throwaway profile. The page plays every scripted engine run and re-plays
// every Chromium log (server/verify/engines/engineRuns.ts) and posts the results and state fingerprints back;
// the script stops Firefox and writes server/verify/fixtures/engines/firefox.json, which
// server/verify/engines/engineDeterminism.test.ts re-plays in Node (V8) and requires to match, bit for bit.
// Firefox is not part of CI: the committed file is what CI checks. Re-record after a rules change (with the
// Chromium reference logs), never instead of bumping a game's rules version.
// FIREFOX_PATH picks another Firefox binary; RECORD_ENGINES_TIMEOUT_MS the time after which Firefox (its whole
// process group) is killed, 5 minutes unless set. Nothing is written unless the page posted every run.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { importBuilt } from '../bench/importBuilt.mjs';
import { exited, freePort } from '../cluster/processes.mjs';

const FIREFOX = process.env.FIREFOX_PATH ?? 'firefox-esr';
const INSTALL_HINT =
  "No Firefox found. Install Debian's Firefox ESR with: apt-get install -y firefox-esr " +
  '(or set FIREFOX_PATH to a Firefox binary).';
const PAGE_ENTRY = new URL('./engineRunsPage.entry.ts', import.meta.url);
const NODE_ENTRY = new URL('./recordEngineFixtures.entry.ts', import.meta.url);
const BROWSER_FIXTURES = new URL('../../server/verify/fixtures/browser/', import.meta.url);
const OUTPUT = new URL('../../server/verify/fixtures/engines/firefox.json', import.meta.url);
/** The page measures in well under a minute here; a Firefox that hangs is killed after this (ms, overridable). */
const TIMEOUT_MS = Number(process.env.RECORD_ENGINES_TIMEOUT_MS) || 5 * 60_000;
/** Bodies the page may post (the measured runs are a few hundred KB). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Profile settings that keep a headless Firefox from reaching out or opening anything but our page. */
const PREFS = {
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.aboutwelcome.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'toolkit.telemetry.enabled': false,
  'app.update.enabled': false,
  'app.normandy.enabled': false,
  'extensions.update.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'dom.max_script_run_time': 0,
};

function firefoxVersion() {
  const probe = spawnSync(FIREFOX, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return null;
  // 'Mozilla Firefox 153.7.0esr'
  return /Firefox\s+(\S+)/.exec(probe.stdout)?.[1] ?? probe.stdout.trim();
}

/** The entry built for the browser: one ES module, no Node modules in it. */
async function buildPage() {
  const outDir = mkdtempSync(join(tmpdir(), 'csg-engine-page-'));
  try {
    await build({
      configFile: false,
      logLevel: 'error',
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        minify: false,
        modulePreload: false,
        rollupOptions: {
          input: fileURLToPath(PAGE_ENTRY),
          output: { entryFileNames: 'engine-runs.js', format: 'es' },
        },
      },
    });
    const code = readFileSync(join(outDir, 'engine-runs.js'), 'utf8');
    if (/from\s*["']node:|__vite-browser-external/.test(code)) {
      throw new Error('The engine page imports a Node module: it must stay browser-safe.');
    }
    return code;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function chromiumFixtures(games) {
  return Object.fromEntries(
    games.map((game) => [
      game,
      JSON.parse(readFileSync(new URL(`${game}.json`, BROWSER_FIXTURES), 'utf8')),
    ]),
  );
}

/** Serves the page; resolves `measured` with what the page posts (or rejects with what it failed on). */
function servePage(code, fixtures) {
  let settle;
  const measured = new Promise((resolve, reject) => (settle = { resolve, reject }));
  const html =
    '<!doctype html><meta charset="utf-8"><title>Engine runs</title>' +
    '<script type="module" src="/engine-runs.js"></script>';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const send = (status, type, body) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method === 'GET') {
      if (path === '/') return send(200, 'text/html; charset=utf-8', html);
      if (path === '/engine-runs.js') return send(200, 'text/javascript; charset=utf-8', code);
      if (path === '/chromium-fixtures.json') {
        return send(200, 'application/json', JSON.stringify(fixtures));
      }
      return send(404, 'text/plain', 'Not found');
    }
    if (request.method === 'POST' && (path === '/measured' || path === '/failed')) {
      const chunks = [];
      let size = 0;
      request.on('data', (chunk) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) request.destroy();
        else chunks.push(chunk);
      });
      request.on('end', () => {
        send(204, 'text/plain', '');
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (path === '/measured') settle.resolve(body);
          else settle.reject(new Error(`The page failed: ${body.message}`));
        } catch (error) {
          settle.reject(new Error(`The page posted something unreadable: ${error.message}`));
        }
      });
      return undefined;
    }
    return send(405, 'text/plain', 'Method not allowed');
  });
  return { server, measured };
}

function startFirefox(url, profile) {
  writeFileSync(
    join(profile, 'user.js'),
    Object.entries(PREFS)
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
      .join('\n'),
  );
  // Its own process group, so the content processes it starts stop with it.
  return spawn(FIREFOX, ['--headless', '--no-remote', '--profile', profile, url], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, HOME: profile, MOZ_CRASHREPORTER_DISABLE: '1' },
  });
}

async function stopFirefox(firefox) {
  if (firefox.exitCode !== null || firefox.signalCode !== null) return;
  try {
    process.kill(-firefox.pid, 'SIGTERM');
  } catch {
    return;
  }
  const stopped = await Promise.race([
    exited(firefox).then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
  ]);
  if (!stopped) {
    try {
      process.kill(-firefox.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    await exited(firefox);
  }
}

/** The runs whose numbers Node (V8) does not reproduce, by id. */
function disagreements(runs, node) {
  const fromNode = new Map(node.map((run) => [run.id, JSON.stringify(run)]));
  return runs.filter((run) => fromNode.get(run.id) !== JSON.stringify(run)).map((run) => run.id);
}

const version = firefoxVersion();
if (!version) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
const engineRuns = await importBuilt(NODE_ENTRY, 'recordEngineFixtures');
const games = engineRuns.GAME_IDS;
const code = await buildPage();
const { server, measured } = servePage(code, chromiumFixtures(games));
const port = await freePort();
server.listen(port, '127.0.0.1');
await once(server, 'listening');
const profile = mkdtempSync(join(tmpdir(), 'csg-firefox-profile-'));
const firefox = startFirefox(`http://127.0.0.1:${port}/`, profile);
let stderr = '';
firefox.stderr.on('data', (chunk) => (stderr = (stderr + chunk.toString()).slice(-4000)));
let timer;
const started = Date.now();
let body;
try {
  body = await Promise.race([
    measured,
    exited(firefox).then(() => {
      throw new Error(
        `Firefox exited (code ${firefox.exitCode}) before the page posted:\n${stderr}`,
      );
    }),
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Firefox took over ${TIMEOUT_MS / 1000} s: stopped.\n${stderr}`)),
        TIMEOUT_MS,
      );
    }),
  ]);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  clearTimeout(timer);
  await stopFirefox(firefox);
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
if (body) {
  const expected = engineRuns.ENGINE_SCRIPTED_RUNS.length + games.length;
  if (!Array.isArray(body.runs) || body.runs.length !== expected) {
    console.error(`The page posted ${body.runs?.length ?? 'no'} runs, not ${expected}.`);
    process.exit(1);
  }
  const fixture = {
    engine: {
      browser: `Firefox ${version}`,
      javascriptEngine: 'SpiderMonkey',
      userAgent: String(body.userAgent),
    },
    recordedAt: new Date().toISOString(),
    rulesVersions: engineRuns.RULES_VERSIONS,
    recordedBy:
      'scripts/verify/record-engine-fixtures.mjs: the engine runs (server/verify/engines/engineRuns.ts) measured in the page',
    runs: body.runs,
  };
  mkdirSync(new URL('.', OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(
    `Firefox ${version}: ${body.runs.length} runs measured in ${Math.round((Date.now() - started) / 1000)} s → ${fileURLToPath(OUTPUT)}`,
  );
  const differing = disagreements(body.runs, engineRuns.measureEngineRuns(chromiumFixtures(games)));
  if (differing.length) {
    console.error(
      `Node (V8) gives other numbers for ${differing.length} runs: ${differing.join(', ')}`,
    );
    process.exit(1);
  }
  console.log('Node (V8) gives the very same numbers for every run.');
}
