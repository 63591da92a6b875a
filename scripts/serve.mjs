// Serves the production build: precompressed brotli/gzip files, SPA fallback, security headers.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { SECURITY_HEADERS } from './security-headers.mjs';

const root = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(`${root}/index.html`)) {
  console.error(
    'No build found in dist/. Run "npm run build" first (or "npm start", which builds).',
  );
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const assets = sirv(root, {
  // Addresses without a file of their own get the app's fallback page (scripts/prerender.mjs).
  single: '200.html',
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders(res, pathname) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});

createServer((req, res) => assets(req, res)).listen(port, () => {
  console.log(`Serving dist/ on http://localhost:${port}`);
});
