// The game server's results routes as the browser calls them (README "Results on the server"). Every answer is
// parsed defensively: a server that answers something else is a server that did not answer.
import type { GameId, GameResultEntry, GameSettings } from '../../../shared/games/core/types';
import {
  readBoard,
  readCountryAnswer,
  readRecords,
  readRunTicket,
  readRunVerdict,
} from '../../../shared/protocol/resultsApiReaders';
import type {
  Board,
  BoardPeriod,
  GhostChoice,
  Records,
  RunTicket,
  RunVerdict,
} from '../../../shared/protocol/resultsApi';
import { readMyRuns, type MyRun } from '../../../shared/protocol/myRuns';
import { isGameId } from '../../../shared/runs/rulesVersions';

export type { MyRun, MyRunKind } from '../../../shared/protocol/myRuns';
export type {
  Board,
  BoardPeriod,
  BoardRow,
  GhostChoice,
  Place,
  Records,
  RunPlaces,
  RunTicket,
  RunVerdict,
  TicketGhost,
} from '../../../shared/protocol/resultsApi';

/** A refusal the server explained (`{ error }`), or that it did not answer at all. */
export class ResultsApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const NO_ANSWER = 'The game server did not answer. Try again in a moment.';

export type Fetch = typeof fetch;

export interface ResultsClient {
  ticket(
    secret: string,
    game: GameId,
    settings: GameSettings,
    daily: boolean,
    ghostOf?: GhostChoice,
  ): Promise<RunTicket>;

  submit(
    secret: string,
    body: {
      ticketId: string;
      log: string;
      claimed: GameResultEntry[];
      name?: string;
      country?: string | null;
    },
  ): Promise<RunVerdict>;
  board(
    game: GameId,
    options: { period: BoardPeriod; country?: string; secret?: string | null },
  ): Promise<Board>;
  records(game: GameId, secret: string | null): Promise<Records>;
  transferCode(secret: string): Promise<{ code: string; expiresAt: number }>;
  redeem(secret: string, code: string): Promise<{ playerId: number; name: string }>;
  /** The country beside this player's name on the boards (null: none); their rows take it at once. */
  setCountry(secret: string, country: string | null): Promise<string | null>;
  deleteIdentity(secret: string): Promise<void>;
  report(secret: string | null, resultId: number, reason: string): Promise<void>;
  /** This browser's player's last verified runs, newest first (none before a first verified run). */
  myRuns(secret: string): Promise<MyRun[]>;
  /** The game of a stored run the replay route gives out (a ghost link that names no game learns it here). */
  runGame(resultId: number): Promise<GameId>;
}

/** An answer that is not what the route sends: the server did not answer. */
const noAnswer = (): never => {
  throw new ResultsApiError(NO_ANSWER, 200);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createResultsClient(
  origin: string,
  fetcher: Fetch = (...a) => fetch(...a),
): ResultsClient {
  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    secret: string | null | undefined,
    body?: unknown,
  ): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = {};
    if (secret) headers.Authorization = `Bearer ${secret}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetcher(new URL(path, origin), {
        method,
        headers,
        cache: 'no-store',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new ResultsApiError(NO_ANSWER, 0);
    }
    let parsed: unknown = null;
    if (response.headers.get('Content-Type')?.includes('application/json')) {
      parsed = await response.json().catch(() => null);
    }
    if (!isObject(parsed)) throw new ResultsApiError(NO_ANSWER, response.status);
    if (!response.ok) {
      const error = typeof parsed.error === 'string' ? parsed.error : NO_ANSWER;
      throw new ResultsApiError(error, response.status);
    }
    return parsed;
  }

  const gamePath = (base: string, game: GameId) => `${base}/${encodeURIComponent(game)}`;

  return {
    async ticket(secret, game, settings, daily, ghostOf) {
      const answer = await call('POST', '/api/runs/ticket', secret, {
        game,
        settings,
        ...(daily ? { daily: true } : {}),
        ...(ghostOf === undefined ? {} : { ghostOf }),
      });
      const ticket = readRunTicket(answer);
      // A ghost race's ticket must carry its ghost: without one the race cannot be run as asked.
      if (!ticket || (ghostOf !== undefined && !ticket.ghost)) return noAnswer();
      return ticket;
    },

    async submit(secret, body) {
      const answer = await call('POST', '/api/runs', secret, body);
      return readRunVerdict(answer) ?? { verified: false, reason: NO_ANSWER };
    },
    async board(game, { period, country, secret }) {
      const query = new URLSearchParams({ period });
      if (country) query.set('country', country);
      if (secret) query.set('around', 'me');
      const answer = await call('GET', `${gamePath('/api/boards', game)}?${query}`, secret);
      return readBoard(answer) ?? noAnswer();
    },
    async records(game, secret) {
      const answer = await call('GET', gamePath('/api/records', game), secret);
      return readRecords(answer) ?? noAnswer();
    },
    async transferCode(secret) {
      const answer = await call('POST', '/api/identity/code', secret, {});
      if (typeof answer.code !== 'string') throw new ResultsApiError(NO_ANSWER, 200);
      return { code: answer.code, expiresAt: Number(answer.expiresAt) };
    },
    async redeem(secret, code) {
      const answer = await call('POST', '/api/identity/redeem', secret, { code });
      return { playerId: Number(answer.playerId), name: String(answer.name ?? '') };
    },
    async setCountry(secret, country) {
      const answer = await call('POST', '/api/identity/country', secret, { country });
      return (readCountryAnswer(answer) ?? noAnswer()).country;
    },
    async deleteIdentity(secret) {
      await call('DELETE', '/api/identity', secret, {});
    },
    async report(secret, resultId, reason) {
      await call('POST', '/api/reports', secret, { resultId, reason });
    },
    async myRuns(secret) {
      const answer = await call('GET', '/api/identity/runs', secret);
      return (readMyRuns(answer) ?? noAnswer()).runs;
    },
    async runGame(resultId) {
      const answer = await call('GET', `/api/replays/${resultId}`, null);
      return isGameId(answer.game) ? answer.game : noAnswer();
    },
  };
}
