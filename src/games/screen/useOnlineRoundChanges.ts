// An online room's rounds end and begin on the server, for every member at once: when the server's results
// for your round arrive, the leaderboard shows; when the host starts the next round, the game shows again.
import { useEffect } from 'react';
import type { GamesView } from '../session/gamesUrl';
import type { ActiveGame, FinishedGame } from '../session/sessionState';
import type { GameResultEntry } from '../../../shared/games/core/types';
import { useOnlineRoom } from './useOnlineRoom';

interface RoundActions {
  finish(playId: number, results: readonly GameResultEntry[], me: string, round: number): void;
  nextOnlineRound(): void;
}

export function useOnlineRoundChanges(
  active: ActiveGame | null,
  results: FinishedGame | null,
  view: GamesView,
  actions: RoundActions,
) {
  const room = active?.online;
  const version = useOnlineRoom(room);
  const { finish, nextOnlineRound } = actions;

  useEffect(() => {
    if (!room || !active) return;
    const round = room.seatedRound();
    const finished = room.results();
    const shownRound = results?.playId === active.playId ? results.round : undefined;
    if (view === 'game' && finished && finished.round === round && shownRound === undefined) {
      finish(active.playId, finished.results, room.sessionId, finished.round);
    } else if (
      view === 'results' &&
      round !== null &&
      shownRound !== undefined &&
      round > shownRound &&
      room.view().status === 'playing'
    ) {
      nextOnlineRound();
    }
  }, [version, room, active, results, view, finish, nextOnlineRound]);
}
