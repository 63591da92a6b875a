// Records the reference logs of the verified runs from real browser plays:
//   npm run build && node scripts/verify/record-browser-fixtures.mjs [game…]
// starts the built server (dist-server) on a free port with a throwaway DATA_DIR, opens Debian's Chromium (as the
// browser tests do) and plays a practice of each game named (all seven when none is) in real time, with key
// presses and mouse clicks at a human rate. It keeps the ticket the server issued, the log and claimed results
// the browser submitted (POST /api/runs) and the server's verdict, checks the log re-plays here too, and writes
// server/verify/fixtures/browser/<game>.json. Run it after bumping a game's RULES_VERSIONS entry
// (shared/runs/rulesVersions.ts), never instead of bumping it. About four minutes for all seven.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { importBuilt } from '../bench/importBuilt.mjs';
import { BROWSER_ARGS, findBrowser, INSTALL_HINT } from '../browser-path.mjs';
import { exited, freePort, waitForLine } from '../cluster/processes.mjs';
import { PLAYERS } from './browserPlayers.mjs';

const SERVER_ENTRY = fileURLToPath(new URL('../../dist-server/main.js', import.meta.url));
const FIXTURES = new URL('../../server/verify/fixtures/browser/', import.meta.url);
/** Games played at once (each in its own browser context): two keeps the whole recording to minutes. */
const AT_ONCE = 2;
const ATTEMPTS = 2;

function startServer(dataDir, port) {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { child, ready: waitForLine(child, /Serving dist\//, 'the game server') };
}

/** Plays one practice of `game` in a fresh context; the run as the browser sent it and the server judged it. */
async function recordPlay(browser, baseURL, game) {
  const player = PLAYERS[game];
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  try {
    let submittedAtMs = null;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/runs') {
        submittedAtMs ??= Date.now();
      }
    });
    const isPost = (path) => (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === path;
    const ticketAnswer = page.waitForResponse(isPost('/api/runs/ticket'), { timeout: 60_000 });
    const runAnswer = page.waitForResponse(isPost('/api/runs'), { timeout: 240_000 });
    // Awaited below; a play that fails first must not leave them rejecting unheard.
    for (const answer of [ticketAnswer, runAnswer]) answer.catch(() => undefined);

    await page.goto('/games');
    await page.getByRole('tab', { name: 'Single Player' }).click();
    const card = page.getByTestId('game-card').filter({
      has: page.getByRole('heading', { name: new RegExp(`^${player.card}\\s*(NEW!)?$`) }),
    });
    await card.getByRole('button', { name: 'Play vs AI' }).click();
    const start = page.getByRole('button', { name: player.start, exact: true });
    await start.click();
    // A race starts after its countdown's 'GO!'; the others as soon as the ready screen gives way.
    if (player.countdown) {
      await page.getByTestId('start-call').getByText('GO!').waitFor({ timeout: 15_000 });
    } else {
      await start.waitFor({ state: 'hidden', timeout: 15_000 });
    }
    const leaderboard = page.getByRole('heading', { name: 'Leaderboard', exact: true });
    await player.play(page, () => leaderboard.isVisible());
    await leaderboard.waitFor({ timeout: 120_000 });

    const ticket = await (await ticketAnswer).json();
    const submitted = await runAnswer;
    const body = submitted.request().postDataJSON();
    const verdict = await submitted.json();
    const panel = page.getByTestId('verdict');
    await panel
      .getByText(verdict.verified ? 'Verified' : 'Not verified')
      .first()
      .waitFor();
    if (problems.length) throw new Error(`${game}: the page reported: ${problems.join(' | ')}`);
    return { ticket, body, verdict, receivedAtMs: submittedAtMs };
  } finally {
    await context.close();
  }
}

/** The fixture for a play the server verified, checked here as server/verify/verifyRun.test.ts will. */
function referenceOf(game, play, engine, verifier) {
  const { ticket: issued, body, verdict, receivedAtMs } = play;
  if (verdict.verified !== true) {
    throw new Error(`${game}: the server did not verify the run: ${verdict.reason}`);
  }
  const ticket = {
    id: issued.ticketId,
    game,
    rulesVersion: issued.rulesVersion,
    variant: issued.variant,
    kind: issued.kind,
    dailyDate: issued.dailyDate ?? null,
    settings: issued.settings,
    seed: issued.seed,
    issuedAt: issued.issuedAt,
    expiresAt: issued.expiresAt,
    usedAt: null,
  };
  const checked = verifier.verifyRun(
    { ...ticket, ownerHash: new Uint8Array(32) },
    body.log,
    body.claimed,
    receivedAtMs,
  );
  if (!checked.ok) throw new Error(`${game}: the recorded log does not re-play: ${checked.reason}`);
  if (checked.score !== verdict.score) {
    throw new Error(`${game}: re-played score ${checked.score}, the server's ${verdict.score}`);
  }
  const decoded = verifier.decodeRunLog(body.log);
  return {
    game,
    rulesVersion: ticket.rulesVersion,
    recordedBy: `a real browser play (${engine}): key presses and clicks at a human rate, by scripts/verify/record-browser-fixtures.mjs`,
    browser: {
      engine,
      recordedAt: new Date().toISOString(),
      serverVerdict: { verified: true, score: verdict.score },
    },
    ticket,
    receivedAtMs,
    log: body.log,
    claimed: body.claimed,
    expected: {
      score: checked.score,
      timeMs: checked.timeMs,
      gameMs: checked.gameMs,
      logBytes: decoded.ok ? decoded.bytes.length : 0,
    },
  };
}

const executablePath = findBrowser();
if (!executablePath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
if (!existsSync(SERVER_ENTRY)) {
  console.error('No server build found. Run "npm run build" first.');
  process.exit(1);
}
const verifier = await importBuilt(
  new URL('./recordBrowserFixtures.entry.ts', import.meta.url),
  'recordBrowserFixtures',
);
const wanted = process.argv.slice(2);
const unknown = wanted.filter((game) => !verifier.GAME_IDS.includes(game));
if (unknown.length) {
  console.error(`Unknown game: ${unknown.join(', ')} (games: ${verifier.GAME_IDS.join(', ')})`);
  process.exit(1);
}
const games = wanted.length ? wanted : [...verifier.GAME_IDS];

const dataDir = mkdtempSync(join(tmpdir(), 'csg-record-data-'));
const port = await freePort();
const server = startServer(dataDir, port);
let browser;
let failed = false;
try {
  await server.ready;
  browser = await chromium.launch({ executablePath, args: BROWSER_ARGS });
  const engine = `Chromium ${browser.version()}`;
  mkdirSync(FIXTURES, { recursive: true });
  const queue = [...games];
  const worker = async () => {
    for (let game = queue.shift(); game; game = queue.shift()) {
      for (let attempt = 1; ; attempt++) {
        const started = Date.now();
        try {
          const play = await recordPlay(browser, `http://localhost:${port}`, game);
          const reference = referenceOf(game, play, engine, verifier);
          const file = new URL(`${game}.json`, FIXTURES);
          writeFileSync(file, `${JSON.stringify(reference, null, 2)}\n`);
          console.log(
            `${game}: rules v${reference.rulesVersion}, score ${reference.expected.score}, ` +
              `${reference.expected.logBytes} bytes of log, played in ${Math.round((Date.now() - started) / 1000)} s → ${fileURLToPath(file)}`,
          );
          break;
        } catch (error) {
          console.error(`${game}, attempt ${attempt}: ${error.message}`);
          if (attempt >= ATTEMPTS) {
            failed = true;
            break;
          }
        }
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
} finally {
  await browser?.close();
  server.child.kill('SIGTERM');
  await exited(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
