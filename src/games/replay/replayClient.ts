// GET /api/replays/:id as the browser calls it: the stored run's header and its log (or a room's round and the
// seat of whose run it is), parsed defensively (a server that answers something else did not answer), and the
// server's one-line refusal as it gives it.
import { isGameId } from '../../../shared/runs/rulesVersions';
import type { GameId } from '../../../shared/games/core/types';

export interface StoredReplay {
  resultId: number;
  playerName: string;
  game: GameId;
  rulesVersion: number;
  score: number;
  timeMs: number;
  /** ISO 8601 UTC. */
  date: string;
  /** A practice raced against a ghost: verified, never ranked. */
  ghostRace: boolean;
  /** The ghost it raced, while the ghost's run is kept: its result (to replay it too) and whose it was. */
  ghost: { resultId: number; playerName: string } | null;
  /** What was played: a run's log (base64), or a room's round (still unchecked) and the run's seat in it. */
  played: { kind: 'run'; log: string } | { kind: 'room'; seat: number; round: unknown };
}

export const REPLAY_NO_ANSWER =
  'The game server did not answer, so this replay cannot be loaded. Try again in a moment.';

export class ReplayLoadError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseReplay(value: Record<string, unknown>): StoredReplay | null {
  const { resultId, playerName, game, rulesVersion, score, timeMs, date, log, seat, room, kind } =
    value;
  const ghost = kind === 'ghost' ? parseGhost(value.ghost) : null;
  if (
    typeof resultId !== 'number' ||
    typeof playerName !== 'string' ||
    !isGameId(game) ||
    typeof rulesVersion !== 'number' ||
    typeof score !== 'number' ||
    typeof timeMs !== 'number' ||
    typeof date !== 'string'
  ) {
    return null;
  }
  let played: StoredReplay['played'];
  if (typeof log === 'string') played = { kind: 'run', log };
  else if (Number.isSafeInteger(seat) && isObject(room)) {
    played = { kind: 'room', seat: seat as number, round: room };
  } else return null;
  const ghostRace = kind === 'ghost';
  return {
    resultId,
    playerName,
    game,
    rulesVersion,
    score,
    timeMs,
    date,
    ghostRace,
    ghost,
    played,
  };
}

/** The ghost a ghost race names; a missing or malformed one is no ghost (the replay plays the same). */
function parseGhost(value: unknown): StoredReplay['ghost'] {
  if (!isObject(value)) return null;
  const { resultId, playerName } = value;
  return Number.isSafeInteger(resultId) &&
    (resultId as number) > 0 &&
    typeof playerName === 'string'
    ? { resultId: resultId as number, playerName }
    : null;
}

export async function fetchReplay(
  id: string,
  origin: string,
  fetcher: typeof fetch = (...a) => fetch(...a),
): Promise<StoredReplay> {
  let response: Response;
  try {
    response = await fetcher(new URL(`/api/replays/${encodeURIComponent(id)}`, origin), {
      cache: 'no-store',
    });
  } catch {
    throw new ReplayLoadError(REPLAY_NO_ANSWER);
  }
  let body: unknown = null;
  if (response.headers.get('Content-Type')?.includes('application/json')) {
    body = await response.json().catch(() => null);
  }
  if (!isObject(body)) throw new ReplayLoadError(REPLAY_NO_ANSWER);
  if (!response.ok) {
    throw new ReplayLoadError(typeof body.error === 'string' ? body.error : REPLAY_NO_ANSWER);
  }
  const replay = parseReplay(body);
  if (!replay) throw new ReplayLoadError(REPLAY_NO_ANSWER);
  return replay;
}
