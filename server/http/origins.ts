// Which pages may use the game server from a browser: the site's own (the Origin's host is the Host the request
// was sent to) and the origins in ALLOWED_ORIGINS. A page elsewhere may neither call the matchmaker nor open a
// game socket: a browser always names the page's origin on a POST and on a WebSocket. A request with no
// Origin is not a page's (curl, a server, a same-origin GET): the other rules apply to it as to anyone.
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

export type OriginVerdict = 'none' | 'same' | 'allowed' | 'foreign';

/** ALLOWED_ORIGINS: comma-separated origins (scheme, host, port). A malformed one stops the server at start. */
export function allowedOriginsFromEnv(env: { ALLOWED_ORIGINS?: string }): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const raw of (env.ALLOWED_ORIGINS ?? '').split(',')) {
    const text = raw.trim();
    if (!text) continue;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`ALLOWED_ORIGINS: "${text}" is not an origin such as https://example.org`);
    }
    if (url.origin === 'null') throw new Error(`ALLOWED_ORIGINS: "${text}" has no origin`);
    origins.add(url.origin);
  }
  return origins;
}

export function originVerdict(req: IncomingMessage, allowed: ReadonlySet<string>): OriginVerdict {
  const origin = req.headers.origin;
  if (origin === undefined) return 'none';
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return 'foreign';
  }
  if (allowed.has(url.origin)) return 'allowed';
  const host = req.headers.host?.toLowerCase();
  return host && url.host === host && /^https?:$/.test(url.protocol) ? 'same' : 'foreign';
}

/**
 * CORS answers: a configured origin is named back (with credentials, as colyseus.js sends them); the site's
 * own pages need none; nobody else gets any, and never '*'.
 */
export function corsHeaders(req: IncomingMessage, verdict: OriginVerdict): OutgoingHttpHeaders {
  const vary = { Vary: 'Origin' };
  if (verdict !== 'allowed') return vary;
  return {
    ...vary,
    'Access-Control-Allow-Origin': req.headers.origin,
    'Access-Control-Allow-Credentials': 'true',
  };
}

/** A CORS preflight's answer for a route taking `methods`. */
export function preflightHeaders(
  req: IncomingMessage,
  verdict: OriginVerdict,
  methods: readonly string[],
): OutgoingHttpHeaders {
  return {
    ...corsHeaders(req, verdict),
    'Access-Control-Allow-Methods': methods.join(', '),
    'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization',
    'Access-Control-Max-Age': '600',
  };
}
