// After `vite build`: writes each page's first paint (src/prerender/firstPaint.tsx, built here for Node) into
// its own copy of dist/index.html, so the browser paints the page's top before the app's code has arrived:
// dist/index.html (Home), sports.html, schedule.html, games.html, and 200.html for every other address (the
// server's SPA fallback, also named in dist/_redirects for static hosts). The HTML sits in an inert wrapper inside #root: it cannot be clicked, focused or read
// out as a second copy of the page, and the app's first render replaces it with the same elements, live.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.DIST_DIR ?? join(root, 'dist');
const serverOut = join(root, 'node_modules/.cache/prerender');
const EMPTY_ROOT = '<div id="root"></div>';

await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/firstPaint.tsx',
    outDir: serverOut,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
const { PRERENDERED_PAGES, renderFirstPaint } = await import(
  pathToFileURL(join(serverOut, 'firstPaint.js')).href
);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes(EMPTY_ROOT)) {
  throw new Error(`dist/index.html has no ${EMPTY_ROOT} to fill (already prerendered?)`);
}

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

for (const { path, file, title } of PRERENDERED_PAGES) {
  const body = renderFirstPaint(path);
  // Every asset the HTML names (the hero picture) must be in this build: same source, same hash.
  for (const [, asset] of body.matchAll(/"(\/assets\/[^"\s,]+)/g)) {
    if (!existsSync(join(dist, asset))) {
      throw new Error(`the first paint of ${path} names ${asset}, which the build does not have`);
    }
  }
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(EMPTY_ROOT, `<div id="root"><div inert>${body}</div></div>`);
  writeFileSync(join(dist, file), html);
}
// Static hosts that read a _redirects file (Netlify, Cloudflare Pages) serve the fallback as scripts/serve.mjs does.
writeFileSync(join(dist, '_redirects'), '/*  /200.html  200\n');
rmSync(serverOut, { recursive: true, force: true });
console.log(
  `prerendered the first paint of ${PRERENDERED_PAGES.map((p) => p.path).join(' ')} into dist/`,
);
