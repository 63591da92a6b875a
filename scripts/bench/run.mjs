// `npm run bench`: against the served production build, Lighthouse 12 (its default mobile preset) per route,
// printing the four category scores, the performance metrics and whatever cost a point; then the per-game frame
// figures (frames.mjs) and the cost of the game rules in Node (rules-cost.mjs).
// Not a CI gate: figures on a shared 2-core machine move between runs.
//
//   npm run bench                      build, serve on BENCH_PORT (4190), run all three on every route below
//   npm run bench -- /schedule /live   Lighthouse on these paths only, and no game benches
//   DIST_DIR=/tmp/dist npm run bench   use an existing build instead of building
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BROWSER_ARGS, findBrowser, INSTALL_HINT } from '../browser-path.mjs';
import { measureFrames, printFrames } from './frames.mjs';
import { formatReport } from './report.mjs';
import { measureRules, printRules } from './rules-cost.mjs';

const DEFAULT_PATHS = ['/', '/sports', '/schedule', '/games'];
const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = `${root}bench-results`;
const port = Number(process.env.BENCH_PORT ?? 4190);
const chosenPaths = process.argv.slice(2);
const paths = chosenPaths.length > 0 ? chosenPaths : DEFAULT_PATHS;
const baseUrl = `http://localhost:${port}`;

const chromePath = findBrowser();
if (!chromePath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

if (!process.env.DIST_DIR) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stopServer = () => server.kill();
process.on('exit', stopServer);

await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => {
    if (chunk.toString().includes('Serving')) resolve(undefined);
  });
  server.on('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
});

mkdirSync(outDir, { recursive: true });
const lighthouseBin = `${root}node_modules/.bin/lighthouse`;
const chromeFlags = ['--headless=new', ...BROWSER_ARGS].join(' ');
let failed = false;

for (const path of paths) {
  const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^\w-]+/g, '_');
  const reportPath = `${outDir}/${name}.report.json`;
  const run = spawnSync(
    lighthouseBin,
    [
      `${baseUrl}${path}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${reportPath}`,
      `--chrome-flags=${chromeFlags}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: 'inherit' },
  );
  if (run.status !== 0) {
    console.error(`Lighthouse failed on ${path} (exit ${run.status})`);
    failed = true;
    continue;
  }
  console.log(formatReport(path, JSON.parse(readFileSync(reportPath, 'utf8'))));
}

console.log(`\nFull JSON reports: ${outDir}/`);

if (chosenPaths.length === 0) {
  for (const [name, measure, print] of [
    ['game frames', () => measureFrames(baseUrl), printFrames],
    ['rules cost', measureRules, printRules],
  ]) {
    try {
      print(await measure());
    } catch (error) {
      console.error(`The ${name} bench failed:`, error);
      failed = true;
    }
  }
}
stopServer();
process.exit(failed ? 1 : 0);
