import { ROUTES } from '../../lib/routes';
import { isGameId } from '../../../shared/runs/rulesVersions';
import type { GameId } from '../../../shared/games/core/types';

export type GamesView = 'lobby' | 'game' | 'results';

/** The games area keeps its view in the query, so Back and reload behave (/games, ?view=game, ?view=results). */
export function viewFrom(params: URLSearchParams): GamesView {
  const view = params.get('view');
  return view === 'game' || view === 'results' ? view : 'lobby';
}

export function gamesHref(view: GamesView = 'lobby'): string {
  return view === 'lobby' ? ROUTES.games : `${ROUTES.games}?view=${view}`;
}

/** The link a private room's invite shares: /games?code=ABC234. */
export function inviteHref(code: string, origin: string): string {
  return `${origin}${ROUTES.games}?code=${encodeURIComponent(code)}`;
}

/** The game whose world boards are open (/games?board=swimming), or null. */
export function boardFrom(params: URLSearchParams): GameId | null {
  const board = params.get('board');
  return isGameId(board) ? board : null;
}

/** The same query with the boards of `game` open, or closed for null. */
export function withBoard(params: URLSearchParams, game: GameId | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (game) next.set('board', game);
  else next.delete('board');
  return next;
}

/** A replay's id in the URL (/games?replay=42): a whole number from 1, as the server takes it. */
export const REPLAY_ID = /^[1-9]\d{0,14}$/;

/** The replay asked for (/games?replay=42): its id as written, or null when the URL asks for none. */
export function replayFrom(params: URLSearchParams): string | null {
  return params.get('replay');
}

/** The address of a stored run's replay: /games?replay=42, with `origin` to share it. */
export function replayHref(resultId: number, origin = ''): string {
  return `${origin}${ROUTES.games}?replay=${resultId}`;
}

/** A ghost race's link: /games?ghost=42&game=swimming races result 42 in that game's practice. */
export function ghostHref(resultId: number, game: GameId, origin = ''): string {
  return `${origin}${ROUTES.games}?ghost=${resultId}&game=${encodeURIComponent(game)}`;
}

/**
 * The ghost race a link asks for: /games?ghost=42&game=swimming, or /games?ghost=42 (game null: the game is
 * learnt from the server). Null when it names none or is bad (an id that is not one, a game that is unknown).
 */
export function ghostLinkFrom(
  params: URLSearchParams,
): { resultId: number; game: GameId | null } | null {
  const id = params.get('ghost');
  const game = params.get('game');
  if (id === null || !REPLAY_ID.test(id)) return null;
  if (game === null) return { resultId: Number(id), game: null };
  return isGameId(game) ? { resultId: Number(id), game } : null;
}
