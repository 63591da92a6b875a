// One Node server for the whole site: the built pages, the API and the game server's WebSocket on one port,
// so the page's CSP 'connect-src self' covers the game. Every request goes through one guarded router (no
// request can end the process; every answer has the security headers), with each route's methods, body size,
// origins and per-address limits (server/http, server/limits).
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Presence, Server, matchMaker } from '@colyseus/core';
import { HEALTH_PATH, JOIN_BY_CODE_PATH } from '../shared/protocol/protocol';
import { createGameServer, currentPresence, startGameServer } from './gameServer';
import { readOnlyRequestWithBody } from './http/bodyLimit';
import type { Edge } from './http/edge';
import { MATCHMAKE_PREFIX, matchmakerRoute } from './http/matchmakerRoute';
import { allowedOriginsFromEnv } from './http/origins';
import { answerClientErrors, guarded } from './http/requestGuard';
import { methodNotAllowed, sendJson, sendText, setSecurityHeaders } from './http/responses';
import { createTimedServer, HTTP_TIMEOUTS, type HttpTimeouts } from './http/timeouts';
import { joinByCodeHandler } from './joinByCode';
import { limitSettingsFromEnv, type LimitSettings } from './limits/limitSettings';
import { createRateLimits } from './limits/rateLimits';
import { SocketCounter } from './limits/socketCounter';
import { METRICS_PATH, metricsRoute } from './http/metricsRoute';
import { countLimit } from './metrics/counters';
import { countSocketBytes } from './metrics/socketBytes';
import { resultsApi, type ResultsApi } from './results/resultsApi';
import type { ResultsWiring } from './results/apiTypes';
import { watchStore } from './results/resultsMetrics';
import { witnessRoomsWith } from './results/roomWitness';
import { staticSite } from './staticSite';

export interface SiteServerOptions {
  port: number;
  /** The interface to listen on (all of them by default; a cluster's processes listen on 127.0.0.1). */
  host?: string;
  /** The built site (dist/); without it only the game server and its API answer. */
  distDir?: string;
  sampleRooms?: boolean;
  /** Several processes (server/cluster): Redis presence and driver, and this process's address. */
  presence?: Presence;
  driver?: matchMaker.MatchMakerDriver;
  publicAddress?: string;
  /** Shares the per-address limits with the other processes (the cluster's Redis). */
  redisUrl?: string;
  /** Per-address limits (LIMIT_* in the environment by default). */
  limits?: LimitSettings;
  /** Origins besides the site's own that may use the game server (ALLOWED_ORIGINS by default). */
  allowedOrigins?: ReadonlySet<string>;
  timeouts?: HttpTimeouts;
  /** The results store and the re-play: the results routes under /api/ (absent: those paths are 404). */
  results?: ResultsWiring;
}

export interface SiteServer {
  http: HttpServer;
  game: Server;
  port: number;
  edge: Edge;
}

const STATIC_METHODS = ['GET', 'HEAD'] as const;

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const site = options.distDir ? staticSite(options.distDir) : undefined;
  const settings = options.limits ?? limitSettingsFromEnv(process.env);
  const edge: Edge = {
    origins: options.allowedOrigins ?? allowedOriginsFromEnv(process.env),
    limits: await createRateLimits(settings, options.redisUrl),
    sockets: new SocketCounter(settings.socketsPerAddress),
  };
  const http = createTimedServer(options.timeouts ?? HTTP_TIMEOUTS);
  const game = createGameServer({
    server: http,
    edge,
    presence: options.presence,
    driver: options.driver,
    publicAddress: options.publicAddress,
  });
  // Colyseus put its own request listener on the server (it took any URL containing "/matchmake"): ours
  // replaces it, with the matchmaker as one route among the others.
  http.removeAllListeners('request');
  const results = options.results ? resultsApi(options.results, edge) : undefined;
  if (options.results) {
    watchStore(options.results.store);
    witnessRoomsWith(options.results);
  }
  const routes = router(edge, site, results);
  http.on('request', guarded(routes));
  answerClientErrors(http);
  countSocketBytes(http);
  http.once('close', () => void edge.limits.close());

  await startGameServer(game, options.port, options.sampleRooms ?? true, options.host);
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { http, game, port, edge };
}

const API_PREFIX = '/api/';
export const NO_SUCH_API = 'There is nothing at this API address.';

function router(
  edge: Edge,
  site: ReturnType<typeof staticSite> | undefined,
  results: ResultsApi | undefined,
) {
  const joinByCode = joinByCodeHandler(currentPresence, edge);
  const matchmaker = matchmakerRoute(edge);
  return (req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (readOnlyRequestWithBody(req)) {
      countLimit('body-size');
      return sendText(res, 413, 'A GET or HEAD request takes no body.', { Connection: 'close' });
    }
    if (path.startsWith(MATCHMAKE_PREFIX)) return matchmaker(req, res);
    if (path === JOIN_BY_CODE_PATH) return joinByCode(req, res);
    if (path === HEALTH_PATH) return health(req, res);
    if (path === METRICS_PATH) return metricsRoute(req, res);
    const resultsRoute = results?.routeFor(path);
    if (resultsRoute) return results?.handle(req, res, resultsRoute, path);
    // Any other API address is none: not the site's page, which the fallback below would give it.
    if (path.startsWith(API_PREFIX)) return sendJson(res, 404, { error: NO_SUCH_API });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return methodNotAllowed(res, STATIC_METHODS);
    }
    if (site) return site(req, res);
    sendText(res, 404, 'Not Found');
  };
}

function health(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return methodNotAllowed(res, STATIC_METHODS);
  }
  sendJson(res, 200, { gameServer: true });
}
