// The game server's results routes as the browser calls them (README "Results on the server"). Every answer is
// parsed defensively: a server that answers something else is a server that did not answer.
import type { GameId, GameResultEntry, GameSettings } from '../../../shared/games/core/types';

/** The ghost a race asks for: 'record' (the world record), 'best' (your best verified run) or a result id. */
export type GhostChoice = 'record' | 'best' | number;

/** The run a ghost race's ticket races: whose it is, its result and its input log (base64). */
export interface TicketGhost {
  resultId: number;
  playerName: string;
  score: number;
  timeMs: number;
  date: string;
  log: string;
}

export interface RunTicket {
  ticketId: string;
  seed: number;
  kind: 'practice' | 'daily' | 'ghost';
  dailyDate?: string;
  settings: GameSettings;
  variant: string;
  rulesVersion: number;
  issuedAt: number;
  expiresAt: number;
  /** A ghost race's ghost (its seed and settings are this ticket's). */
  ghost?: TicketGhost;
}

export interface BoardRow {
  place: number;
  medal: 'gold' | 'silver' | 'bronze' | null;
  playerId: number;
  resultId: number;
  name: string;
  avatar: string;
  country: string | null;
  score: number;
  timeMs: number | null;
  date: string;
}

export interface Place {
  place: number;
  of: number;
}

export type RunVerdict =
  | {
      verified: true;
      resultId: number;
      score: number;
      /** Absent for a ghost race, which ranks nowhere. */
      place?: { today?: Place | null; week?: Place | null; allTime?: Place | null };
      worldRecord: BoardRow | null;
    }
  | { verified: false; reason: string };

export type BoardPeriod = 'today' | 'week' | 'all';

export interface Board {
  game: GameId;
  period: BoardPeriod;
  total: number;
  rows: BoardRow[];
  you?: BoardRow | null;
  around?: BoardRow[];
}

export interface Records {
  worldRecord: BoardRow | null;
  yourBest?: BoardRow | null;
}

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
    body: { ticketId: string; log: string; claimed: GameResultEntry[]; name?: string },
  ): Promise<RunVerdict>;
  board(
    game: GameId,
    options: { period: BoardPeriod; country?: string; secret?: string | null },
  ): Promise<Board>;
  records(game: GameId, secret: string | null): Promise<Records>;
  transferCode(secret: string): Promise<{ code: string; expiresAt: number }>;
  redeem(secret: string, code: string): Promise<{ playerId: number; name: string }>;
  deleteIdentity(secret: string): Promise<void>;
  report(secret: string | null, resultId: number, reason: string): Promise<void>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isTicketGhost(value: unknown): value is TicketGhost {
  return (
    isObject(value) &&
    typeof value.resultId === 'number' &&
    typeof value.playerName === 'string' &&
    typeof value.score === 'number' &&
    typeof value.timeMs === 'number' &&
    typeof value.log === 'string'
  );
}

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
      if (typeof answer.ticketId !== 'string' || typeof answer.seed !== 'number') {
        throw new ResultsApiError(NO_ANSWER, 200);
      }
      if (ghostOf !== undefined && !isTicketGhost(answer.ghost)) {
        throw new ResultsApiError(NO_ANSWER, 200);
      }
      return answer as unknown as RunTicket;
    },

    async submit(secret, body) {
      const answer = await call('POST', '/api/runs', secret, body);
      if (answer.verified === true) return answer as unknown as RunVerdict;
      return {
        verified: false,
        reason: typeof answer.reason === 'string' ? answer.reason : NO_ANSWER,
      };
    },
    async board(game, { period, country, secret }) {
      const query = new URLSearchParams({ period });
      if (country) query.set('country', country);
      if (secret) query.set('around', 'me');
      const answer = await call('GET', `${gamePath('/api/boards', game)}?${query}`, secret);
      if (!Array.isArray(answer.rows)) throw new ResultsApiError(NO_ANSWER, 200);
      return answer as unknown as Board;
    },
    async records(game, secret) {
      const answer = await call('GET', gamePath('/api/records', game), secret);
      return answer as unknown as Records;
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
    async deleteIdentity(secret) {
      await call('DELETE', '/api/identity', secret, {});
    },
    async report(secret, resultId, reason) {
      await call('POST', '/api/reports', secret, { resultId, reason });
    },
  };
}
