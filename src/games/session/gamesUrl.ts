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

/** A ghost race's link: /games?ghost=42&game=swimming races result 42 in that game's practice. */
export function ghostHref(resultId: number, game: GameId, origin = ''): string {
  return `${origin}${ROUTES.games}?ghost=${resultId}&game=${encodeURIComponent(game)}`;
}

/** The ghost race a link asks for (/games?ghost=42&game=swimming), or null when it names none or is bad. */
export function ghostLinkFrom(params: URLSearchParams): { resultId: number; game: GameId } | null {
  const id = params.get('ghost');
  const game = params.get('game');
  if (id === null || !/^[1-9]\d{0,14}$/.test(id) || !isGameId(game)) return null;
  return { resultId: Number(id), game };
}
