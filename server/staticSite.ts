// The production build's files: precompressed brotli/gzip, the SPA fallback, the security headers, and Range
// requests decided before sirv reads them (server/http/ranges.ts). A missing file is a plain 404.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { settleRange } from './http/ranges';
import { sendText, setSecurityHeaders } from './http/responses';

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
    onNoMatch: (_req, res) => sendText(res, 404, 'Not Found'),
    // Called with the file about to be sent, just before sirv reads the request's Range.
    setHeaders(res, pathname, stats) {
      settleRange(res.req, stats.size);
      setSecurityHeaders(res);
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
