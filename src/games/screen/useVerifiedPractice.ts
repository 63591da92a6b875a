// A practice played with the game server reachable counts as verified: its ready screen shows the world record
// and this player's best verified score, the Start press asks for a run ticket (the run starts unverified
// without one), and a play on a ticket is recorded for the server to re-play. In swimming, the sprint and skiing
// the ready screen also offers a ghost to race; the ticket then brings the ghost's run, raced beside this one.
import { useEffect, useMemo } from 'react';
import { findMiniGame } from '../../../shared/games/catalog';
import { GHOST_GAMES } from '../../../shared/games/ghostGames';
import { practiceOpponents } from '../../../shared/rooms/practiceRoom';
import { recordedLocalGames } from '../core/localGameSource';
import { ghostLocalGames } from '../core/ghostGameSource';
import { decodeRunLog } from '../../../shared/runs/runLogDecode';
import type { GameSourceBinder } from '../core/gameSource';
import type { ReadyInfo } from '../core/ui/readyContext';
import type { Availability } from '../records/recordsServiceTypes';
import type { GhostChoice, Records, RunTicket } from '../records/resultsClient';
import { useGamesServices, useRecordsState } from '../session/gamesServices';
import type { ActiveGame } from '../session/sessionState';

/** Begins the play again on the ticket's seed; false when the play has moved on. */
export type VerifiedStart = (playId: number, ticket: RunTicket) => boolean;

export const GHOSTS_NEED_SERVER = 'Ghost races need the game server, and none is answering.';

/** 'record', 'best', a result id, or none (''), as the ready screen's choice names it. */
const choiceValue = (ghost: GhostChoice | undefined) => (ghost === undefined ? '' : String(ghost));

function choiceOf(value: string): GhostChoice | null {
  if (value === 'record' || value === 'best') return value;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

function ghostRaceChoice(
  chosen: GhostChoice | undefined,
  availability: Availability,
  known: Records | null | undefined,
  choose: (ghost: GhostChoice | null) => void,
): NonNullable<ReadyInfo['ghostRace']> {
  const unread = known === null ? 'the records could not be read' : undefined;
  return {
    chosen: choiceValue(chosen),
    options: [
      { value: '', label: 'No ghost' },
      {
        value: 'record',
        label: 'Race the world record',
        ...(unread || (known && !known.worldRecord)
          ? { disabledReason: unread ?? 'no world record yet' }
          : {}),
      },
      {
        value: 'best',
        label: 'Race your best',
        ...(unread || (known && !known.yourBest)
          ? { disabledReason: unread ?? 'no verified run of yours yet' }
          : {}),
      },
      ...(typeof chosen === 'number'
        ? [{ value: String(chosen), label: 'Race the run from your link' }]
        : []),
    ],
    ...(availability === 'no' ? { unavailable: GHOSTS_NEED_SERVER } : {}),
    choose: (value) => choose(choiceOf(value)),
  };
}

export interface VerifiedPractice {
  beforeStart?: ReadyInfo['beforeStart'];
  verified?: ReadyInfo['verified'];
  ghostRace?: ReadyInfo['ghostRace'];
  /** The recorded source of a play on a ticket, else null (the view's default). */
  source: GameSourceBinder | null;
}

export function useVerifiedPractice(
  active: ActiveGame | null,
  availability: Availability,
  onVerifiedStart: VerifiedStart | undefined,
  onChooseGhost?: (ghost: GhostChoice | null) => void,
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
  const ghost = active?.ghost;

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
      void records.requestTicket(playId, gameId, settings, daily, ghost).then((ticket) => {
        if (!ticket || !onVerifiedStart(playId, ticket)) start();
      });
    };
  }, [daily, gameId, ghost, onVerifiedStart, playId, records, run, settings]);

  const ghostRace = useMemo(
    () =>
      gameId && GHOST_GAMES.includes(gameId) && !daily && !run && onChooseGhost
        ? ghostRaceChoice(ghost, availability, known, onChooseGhost)
        : undefined,
    [availability, daily, gameId, ghost, known, onChooseGhost, run],
  );

  const source = useMemo(() => {
    if (!game || !run) return null;
    const recorder = records.recorderFor(playId, game.id, run, practiceOpponents(game));
    // A ghost whose log cannot be read is not raced: the run is still this player's, verified as usual.
    const decoded = run.ghost ? decodeRunLog(run.ghost.log) : null;
    return run.ghost && decoded?.ok
      ? ghostLocalGames({ name: run.ghost.playerName, log: decoded.log }, recorder)
      : recordedLocalGames(recorder);
  }, [game, playId, records, run]);

  return {
    source,
    ...(beforeStart ? { beforeStart } : {}),
    ...(verified ? { verified } : {}),
    ...(ghostRace ? { ghostRace } : {}),
  };
}
