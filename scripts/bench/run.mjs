// `npm run bench`: Lighthouse 12 (its default mobile preset) against the served production build, one run per
// route, printing the four category scores, the performance metrics and whatever cost a point.
// Not a CI gate: scores on a shared 2-core machine move by a point or two between runs.
//
//   npm run bench                      build, serve on BENCH_PORT (4190), audit every route below
//   npm run bench -- /schedule /live   audit only these paths
//   DIST_DIR=/tmp/dist npm run bench   audit an existing build instead of building
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BROWSER_ARGS, findBrowser, INSTALL_HINT } from '../browser-path.mjs';
import { formatReport } from './report.mjs';

const DEFAULT_PATHS = ['/', '/sports', '/schedule', '/games'];
const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = `${root}bench-results`;
const port = Number(process.env.BENCH_PORT ?? 4190);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PATHS;

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
      `http://localhost:${port}${path}`,
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
stopServer();
process.exit(failed ? 1 : 0);
