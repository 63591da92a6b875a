// One Node server for the whole site: the built pages and the game server's WebSocket on one port, so the
// page's CSP 'connect-src self' covers the game (issue 12).
import { createServer, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { Presence, Server, matchMaker } from '@colyseus/core';
import { HEALTH_PATH, JOIN_BY_CODE_PATH } from '../src/games/online/protocol';
import { SECURITY_HEADERS } from '../scripts/security-headers.mjs';
import { createGameServer, currentPresence, startGameServer } from './gameServer';
import { joinByCodeHandler } from './joinByCode';
import { staticSite } from './staticSite';

export interface SiteServerOptions {
  port: number;
  /** The built site (dist/); without it only the game server and its API answer. */
  distDir?: string;
  sampleRooms?: boolean;
  /** Several processes (server/cluster): Redis presence and driver, and this process's address. */
  presence?: Presence;
  driver?: matchMaker.MatchMakerDriver;
  publicAddress?: string;
}

export interface SiteServer {
  http: HttpServer;
  game: Server;
  port: number;
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const site = options.distDir ? staticSite(options.distDir) : undefined;
  const joinByCode = joinByCodeHandler(currentPresence);
  const http = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === JOIN_BY_CODE_PATH) return joinByCode(req, res);
    if (path === HEALTH_PATH) return health(res);
    if (site) return site(req, res);
    res.writeHead(404).end();
  });
  const game = createGameServer({
    server: http,
    presence: options.presence,
    driver: options.driver,
    publicAddress: options.publicAddress,
  });
  await startGameServer(game, options.port, options.sampleRooms ?? true);
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { http, game, port };
}

function health(res: ServerResponse) {
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify({ gameServer: true }));
}
