// The floor the Lighthouse figures are compared with: a bare React 19 + react-router 7 hello-world page,
// built here with Vite's JS API from this repo's node_modules (same build target, precompressed like the
// site) so it can be served by scripts/serve.mjs with the same headers. Nothing of the site goes into it.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Same head as the site's index.html (lang, viewport, title, description), so only the app differs.
// The data: icon avoids a /favicon.ico request; the CSP allows data: images.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hello · bench floor</title>
    <meta name="description" content="A bare React 19 and react-router 7 page: the floor the bench compares the site with." />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.js"></script>
  </body>
</html>
`;

const MAIN_JS = `import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';

function Hello() {
  return h('main', null, h('h1', null, 'Hello, world'), h(Link, { to: '/' }, 'Home'));
}

createRoot(document.getElementById('root')).render(
  h(StrictMode, null, h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Hello) })))),
);
`;

/** Builds the floor page; returns the folder to serve (with .br/.gz beside each file, like the site). */
export async function buildFloor() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const src = join(dir, 'src');
  const outDir = join(dir, 'dist');
  mkdirSync(src);
  // Bare imports resolve through this link to the repo's packages (the same React and router versions).
  symlinkSync(join(root, 'node_modules'), join(src, 'node_modules'), 'dir');
  writeFileSync(join(src, 'index.html'), INDEX_HTML);
  writeFileSync(join(src, 'main.js'), MAIN_JS);
  await build({
    root: src,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
  const compress = spawnSync(process.execPath, ['scripts/compress.mjs'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: outDir },
    encoding: 'utf8',
  });
  if (compress.status !== 0) throw new Error(`compressing the floor failed: ${compress.stderr}`);
  return outDir;
}
