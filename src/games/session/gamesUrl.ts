import { ROUTES } from '../../lib/routes';

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
