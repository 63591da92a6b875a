// A ghost race's link (/games?ghost=42, or /games?ghost=42&game=swimming): the run is looked up on the server
// (the replay route gives out its game) before the practice opens with the ghost chosen, so a link is never
// raced in a game the run is not of. One clear line when it cannot be raced.
import type { GameId } from '../../../shared/games/core/types';
import { GHOST_GAMES } from '../../../shared/games/ghostGames';
import type { RecordsService } from '../records/recordsServiceTypes';
import { ghostLinkFrom, REPLAY_ID } from './gamesUrl';

export const GHOST_LINK_UNKNOWN = 'There is no run with this id to race: it may have been removed.';
export const BAD_GHOST_ID =
  'This ghost race link is not valid: a ghost race’s address ends in the number of a run.';
export const BAD_GHOST_LINK =
  'This ghost race link is not valid: a ghost is raced in swimming, the sprint or alpine skiing.';

export type GhostLinkGame = { ok: true; game: GameId } | { ok: false; message: string };

export async function ghostLinkGame(
  records: Pick<RecordsService, 'probe' | 'client'>,
  resultId: number,
  noServer: string,
): Promise<GhostLinkGame> {
  if (!(await records.probe())) return { ok: false, message: noServer };
  try {
    return { ok: true, game: await records.client.runGame(resultId) };
  } catch (error) {
    const { message, status } = error as { message: string; status?: number };
    return { ok: false, message: status === 404 ? GHOST_LINK_UNKNOWN : message };
  }
}

/** What a ghost link leads to: the practice of `game` racing `resultId`, or one line saying why not. */
export type GhostLinkPlan = { race: GameId; resultId: number } | { refuse: string };

/**
 * Where the link in `params` leads. The run's own game decides (a link naming another game still opens the
 * run's); only with no server answering is the game the link names opened, whose ready screen then says that
 * ghost races need the server.
 */
export async function ghostLinkPlan(
  records: Pick<RecordsService, 'probe' | 'client'>,
  params: URLSearchParams,
  noServer: string,
): Promise<GhostLinkPlan> {
  if (!REPLAY_ID.test(params.get('ghost') ?? '')) return { refuse: BAD_GHOST_ID };
  const link = ghostLinkFrom(params);
  if (!link) return { refuse: BAD_GHOST_LINK };
  const found = await ghostLinkGame(records, link.resultId, noServer);
  if (!found.ok && found.message !== noServer) return { refuse: found.message };
  const game = found.ok ? found.game : link.game;
  if (game === null) return { refuse: noServer };
  return GHOST_GAMES.includes(game)
    ? { race: game, resultId: link.resultId }
    : { refuse: BAD_GHOST_LINK };
}
