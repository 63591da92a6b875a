// A ghost race's link that names no game (/games?ghost=42): the game is asked of the server (the replay route
// gives out the run's game) before the practice opens with the ghost chosen. One clear line when it cannot be.
import type { GameId } from '../../../shared/games/core/types';
import type { RecordsService } from '../records/recordsServiceTypes';

export const GHOST_LINK_UNKNOWN = 'There is no run with this id to race: it may have been removed.';

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
