// A practice played with the game server reachable counts as verified: its ready screen shows the world record
// and this player's best verified score, the Start press asks for a run ticket (the run starts unverified
// without one), and a play on a ticket is recorded for the server to re-play.
import { useEffect, useMemo } from 'react';
import { findMiniGame } from '../../../shared/games/catalog';
import { practiceOpponents } from '../../../shared/rooms/practiceRoom';
import { recordedLocalGames } from '../core/localGameSource';
import type { GameSourceBinder } from '../core/gameSource';
import type { ReadyInfo } from '../core/ui/readyContext';
import type { Availability } from '../records/recordsService';
import type { RunTicket } from '../records/resultsClient';
import { useGamesServices, useRecordsState } from '../session/gamesServices';
import type { ActiveGame } from '../session/sessionState';

/** Begins the play again on the ticket's seed; false when the play has moved on. */
export type VerifiedStart = (playId: number, ticket: RunTicket) => boolean;

export interface VerifiedPractice {
  beforeStart?: ReadyInfo['beforeStart'];
  verified?: ReadyInfo['verified'];
  /** The recorded source of a play on a ticket, else null (the view's default). */
  source: GameSourceBinder | null;
}

export function useVerifiedPractice(
  active: ActiveGame | null,
  availability: Availability,
  onVerifiedStart: VerifiedStart | undefined,
): VerifiedPractice {
  const { records } = useGamesServices();
  const game =
    active && !active.online && active.room.mode === 'single'
      ? findMiniGame(active.room.sport)
      : undefined;
  const gameId = game?.id;
  const playId = active?.playId ?? 0;
  const run = active?.run;
  const settings = active?.settings;
  const daily = active?.daily === true;

  useEffect(() => {
    if (gameId) records.loadRecords(gameId);
  }, [gameId, playId, records]);
  const gameRecords = useRecordsState().records;
  const known = gameId ? gameRecords[gameId] : undefined;

  const verified = useMemo((): ReadyInfo['verified'] => {
    if (!gameId || availability === 'no') return undefined;
    const worldRecord = known?.worldRecord;
    const yourBest = known?.yourBest;
    return {
      ...(worldRecord
        ? { worldRecord: { score: worldRecord.score, holder: worldRecord.name } }
        : {}),
      ...(yourBest ? { yourBest: yourBest.score } : {}),
    };
  }, [availability, gameId, known]);

  const beforeStart = useMemo((): ReadyInfo['beforeStart'] => {
    if (!gameId || !settings || run || !onVerifiedStart) return undefined;
    return (start) => {
      if (records.get().availability === 'no') {
        records.markUnverified(playId, { status: 'offline' });
        start();
        return;
      }
      void records.requestTicket(playId, gameId, settings, daily).then((ticket) => {
        if (!ticket || !onVerifiedStart(playId, ticket)) start();
      });
    };
  }, [daily, gameId, onVerifiedStart, playId, records, run, settings]);

  const source = useMemo(
    () =>
      game && run
        ? recordedLocalGames(records.recorderFor(playId, game.id, run, practiceOpponents(game)))
        : null,
    [game, playId, records, run],
  );

  return { source, ...(beforeStart ? { beforeStart } : {}), ...(verified ? { verified } : {}) };
}
