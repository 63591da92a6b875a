// The games area's actions (SPEC §4): lobby -> game -> results, Play Again and Back to Lobby. Rooms come from
// the one rooms service, whoever keeps them; a room on the game server is then played through its connection.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { findMiniGame } from '../../../shared/games/catalog';
import { inNextTask } from '../../lib/inNextTask';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import type { GameId, GameResultEntry } from '../../../shared/games/core/types';
import type { NewRoom } from '../../../shared/rooms/types';
import type { CreateOutcome } from '../rooms/lobbyRooms';
import type { RoomsJoin } from '../rooms/roomsService';
import type { OnlineJoinFailure, OnlineRoom } from '../online/onlineTypes';
import { isLimitFailure, joinFailureMessage } from './joinMessages';
import { recordGame } from '../profile/progress';
import { toLeaderboard } from '../leaderboard/leaderboardRows';
import { pressPlayAgain } from '../leaderboard/nextRound';
import type { Room } from '../../../shared/rooms/types';
import { gamesHref } from './gamesUrl';
import { useGamesServices } from './gamesServices';
import { humanPlayer } from './visitor';
import { createPracticeRoom, practiceOpponents } from '../../../shared/rooms/practiceRoom';
import { practicePlayers } from '../../../shared/runs/replayRun';
import { isReservedName } from '../../../shared/names/displayName';
import type { GhostChoice, RunTicket } from '../records/resultsClient';
import { seatPlayers } from '../../../shared/rooms/roomSeats';
import {
  backToLobby as clearSession,
  canAcceptResults,
  finishGame,
  restartGame,
  startGame,
  chooseGhost,
  startOnlineGame,
  type LobbyTab,
} from './sessionState';

export type JoinResult = { ok: true } | { ok: false; reason: OnlineJoinFailure };

interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Play Again: the game starts at once, without its ready screen. */
  retry?: boolean;
  /** Today's challenge: the run asks for the day's seed. */
  daily?: boolean;
  /** A race against this ghost: the run asks for its seed. */
  ghost?: GhostChoice;
}

const CREATE_FAILED = 'The game could not be created: the game server did not answer. Try again.';

export function useGamesSession() {
  const { rooms, profile, session, newSeed, records } = useGamesServices();
  const navigate = useNavigate();

  /** Leaves the room this tab is in, unless it is `keep` (the rooms service leaves a room it swaps itself). */
  const leaveCurrentRoom = useCallback(
    (keep?: string) => {
      const room = session.get().active?.room;
      if (room?.mode === 'multiplayer' && room.id !== keep) void rooms.leave(room.id);
    },
    [rooms, session],
  );

  const begin = useCallback(
    (
      room: Room,
      { replace = false, retry = false, daily = false, ghost }: NavigateOptions = {},
    ) => {
      leaveCurrentRoom(session.get().active?.room.id === room.id ? room.id : undefined);
      const seed = newSeed();
      const players = seatPlayers(room, humanPlayer(profile.get()), seed);
      session.update((s) =>
        startGame(s, room, players, seed, retry, {
          daily,
          ...(ghost === undefined ? {} : { ghost }),
        }),
      );
      navigate(gamesHref('game'), { replace });
    },
    [leaveCurrentRoom, navigate, newSeed, profile, session],
  );

  const beginOnline = useCallback(
    (room: Room, online: OnlineRoom, { replace = false }: NavigateOptions = {}) => {
      leaveCurrentRoom(room.id);
      session.update((s) => startOnlineGame(s, room, online));
      navigate(gamesHref('game'), { replace });
    },
    [leaveCurrentRoom, navigate, session],
  );

  /** Into a room the rooms service let this tab in: played on the game server, or here. */
  const enter = useCallback(
    (join: RoomsJoin, options?: NavigateOptions): JoinResult => {
      if (!join.ok) return join;
      const { room, online } = join.entered;
      if (online) beginOnline(room, online, options);
      else begin(room, options);
      return { ok: true };
    },
    [begin, beginOnline],
  );

  const playPractice = useCallback(
    (gameId: GameId, options?: NavigateOptions) => {
      const game = findMiniGame(gameId);
      if (!game) return;
      begin(createPracticeRoom(game, humanPlayer(profile.get()), newSeed()), options);
    },
    [begin, newSeed, profile],
  );

  /**
   * The server gave a practice its ticket as Start was pressed: the play begins again on the ticket's seed, with
   * the opponents the server re-plays it against, and starts at once (its view records the run). False when the
   * play has moved on meanwhile.
   */
  const startVerifiedRun = useCallback(
    (playId: number, ticket: RunTicket): boolean => {
      const active = session.get().active;
      const game = findMiniGame(active?.room.sport ?? '');
      if (!active || !game || active.playId !== playId || active.online || active.run) return false;
      const human = humanPlayer(profile.get());
      const [, ...opponents] = practicePlayers(ticket.seed, practiceOpponents(game));
      const players = [human, ...opponents];
      const room = { ...active.room, settings: ticket.settings, currentPlayers: players };
      session.update((s) =>
        startGame(s, room, players, ticket.seed, true, {
          run: ticket,
          ...(active.daily ? { daily: true } : {}),
          ...(active.ghost === undefined ? {} : { ghost: active.ghost }),
        }),
      );
      return true;
    },
    [profile, session],
  );

  const joinRoom = useCallback(
    async (roomId: string): Promise<JoinResult> => enter(await rooms.join(roomId)),
    [enter, rooms],
  );

  /** 'Play now': into the fullest waiting public room of the game, or a new one (the rooms service chooses). */
  const quickMatch = useCallback(
    async (gameId: GameId): Promise<JoinResult> => enter(await rooms.quickMatch(gameId)),
    [enter, rooms],
  );

  /** Into a public room in progress as a spectator: its game shows live, this tab takes no seat. */
  const watchRoom = useCallback(
    async (roomId: string): Promise<JoinResult> => enter(await rooms.spectate(roomId)),
    [enter, rooms],
  );

  /** null when the typed code is empty (ignored, SPEC §5). */
  const joinByCode = useCallback(
    async (code: string, options?: NavigateOptions): Promise<JoinResult | null> => {
      if (!code.trim()) return null;
      return enter(await rooms.joinByCode(code), options);
    },
    [enter, rooms],
  );

  /**
   * Creates a room with this tab as its host. It goes top of the list; the lobby then takes the host into it
   * (a private room after its share dialog).
   */
  const createRoom = useCallback(
    async (values: NewRoom): Promise<CreateOutcome> => {
      const made = await rooms.create(values);
      if (!made.ok) {
        // The server's limit says what to do (wait a minute); anything else is a server that did not answer.
        const message = isLimitFailure(made.reason)
          ? joinFailureMessage(made.reason, false)
          : CREATE_FAILED;
        return { ok: false, message };
      }
      leaveCurrentRoom(made.roomId);
      return made;
    },
    [leaveCurrentRoom, rooms],
  );

  /** After a reload: back into the room this tab was in, if the server still keeps the seat. */
  const rejoinSavedRoom = useCallback(async (): Promise<boolean> => {
    if (session.get().active) return false;
    const entered = await rooms.rejoin();
    if (!entered) return false;
    enter({ ok: true, entered }, { replace: true });
    return true;
  }, [enter, rooms, session]);

  const finish = useCallback(
    (
      playId: number,
      results: readonly GameResultEntry[],
      me: string = HUMAN_PLAYER_ID,
      round?: number,
    ) => {
      const current = session.get();
      if (!current.active || !canAcceptResults(current, playId)) return;
      const gameId = current.active.room.sport;
      const rows = toLeaderboard(results);
      const record = recordGame(
        profile.get(),
        { gameId, durationS: current.active.settings.duration, playerId: me },
        rows,
      );
      if (record) profile.set(record.profile);
      if (current.active.run) {
        const name = profile.get().displayName;
        // After the results screen is drawn: packing and sending the run's log (its verdict comes later anyway)
        // is no part of the frame that shows the results, nor of a last press still landing then.
        inNextTask(
          () => void records.submitRun(playId, results, name && !isReservedName(name) ? name : ''),
        );
      }
      session.update((s) =>
        finishGame(s, {
          playId,
          gameId,
          rows,
          personalBest: record?.personalBest,
          experienceGained: record?.experienceGained,
          experienceParts: record?.experienceParts,
          gamesRecord: record?.gamesRecord,
          me,
          ...(round === undefined ? {} : { round }),
        }),
      );
      navigate(gamesHref('results'), { replace: true });
    },
    [navigate, profile, records, session],
  );

  /** An online room's next round began (the host's Play Again): back to the game view. */
  const nextOnlineRound = useCallback(() => {
    const active = session.get().active;
    if (!active?.online) return;
    session.update((s) => restartGame(s, 0));
    navigate(gamesHref('game'), { replace: true });
  }, [navigate, session]);

  const playAgain = useCallback(() => {
    const active = session.get().active;
    if (!active) return;
    if (active.online) {
      // Only the host starts the next round (everyone's screen follows when it begins); a guest gets ready.
      pressPlayAgain(active.online);
      return;
    }
    if (active.room.mode === 'single') {
      playPractice(active.room.sport, {
        replace: true,
        retry: true,
        ...(active.daily ? { daily: true } : {}),
        ...(active.ghost === undefined ? {} : { ghost: active.ghost }),
      });
      return;
    }
    session.update((s) => restartGame(s, newSeed()));
    navigate(gamesHref('game'), { replace: true });
  }, [navigate, newSeed, playPractice, session]);

  const backToLobby = useCallback(() => {
    leaveCurrentRoom();
    session.update(clearSession);
    navigate(gamesHref('lobby'), { replace: true });
  }, [leaveCurrentRoom, navigate, session]);

  /** The ghost the practice on the ready screen will race ('No ghost': null). */
  const chooseGhostToRace = useCallback(
    (ghost: GhostChoice | null) => session.update((s) => chooseGhost(s, ghost)),
    [session],
  );

  const setLobbyTab = useCallback(
    (lobbyTab: LobbyTab) =>
      session.update((s) => (s.lobbyTab === lobbyTab ? s : { ...s, lobbyTab })),
    [session],
  );

  return {
    playPractice,
    startVerifiedRun,
    chooseGhost: chooseGhostToRace,
    joinRoom,
    quickMatch,
    watchRoom,
    joinByCode,
    createRoom,
    rejoinSavedRoom,
    finish,
    nextOnlineRound,
    playAgain,
    backToLobby,
    setLobbyTab,
  };
}
