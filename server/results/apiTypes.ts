// The shapes the results routes share: what the server wires in, one call, one answer, one route.
import type { IncomingMessage } from 'node:http';
import type { GameId } from '../../shared/games/core/types';
import type { ResultsStore } from '../store';
import type { ResultLimitKind, ResultLimitSettings } from './resultLimits';
import type { RunVerifier } from './runVerifier';

/** What the server needs to keep results: the store, the re-play, and the games' rules versions. */
export interface ResultsWiring {
  store: ResultsStore;
  verifyRun: RunVerifier;
  /** The rules version a game's runs are played under now (a new one starts new boards). */
  rulesVersionOf?: (game: GameId) => number;
  /** LIMIT_* in the environment by default. */
  limits?: ResultLimitSettings;
  /** The clock (ms since the epoch): tests move it with the store's. */
  now?: () => number;
}

export interface ResultsDeps {
  store: ResultsStore;
  verifyRun: RunVerifier;
  rulesVersionOf: (game: GameId) => number;
  now: () => number;
}

export interface ApiCall {
  req: IncomingMessage;
  /** What the route's pattern captured (a game id). */
  params: string[];
  query: URLSearchParams;
  /** The identity this browser sent, if it sent one. */
  identity: { secret: Buffer; key: string } | null;
  body: Record<string, unknown>;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface ApiRoute {
  pattern: RegExp;
  method: 'GET' | 'POST' | 'DELETE';
  limit: ResultLimitKind;
  identity: 'required' | 'optional';
  maxBodyBytes: number;
  handle(call: ApiCall, deps: ResultsDeps): Promise<ApiAnswer>;
}
