// The production build's files: precompressed brotli/gzip, the SPA fallback, the security headers.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { SECURITY_HEADERS } from '../scripts/security-headers.mjs';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

export function staticSite(root: string): RequestHandler {
  if (!existsSync(`${root}/index.html`)) {
    throw new Error(
      `No build found in ${root}. Run "npm run build" first (or "npm start", which builds).`,
    );
  }
  return sirv(root, {
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
}
