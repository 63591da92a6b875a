// The games area's actions (SPEC §4): lobby -> game -> results, Play Again and Back to Lobby, for rooms
// simulated in this tab and for rooms on the game server, with the same screens for both.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { findMiniGame } from '../../../shared/games/catalog';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import type { GameId, GamePlayer, GameResultEntry } from '../../../shared/games/core/types';
import type { CreateGameValues } from '../rooms/createGameForm';
import type { CreateOutcome } from '../rooms/lobbyRooms';
import type { JoinOptions } from '../../../shared/protocol/protocol';
import type { OnlineJoin, OnlineJoinFailure, OnlineRoom } from '../online/onlineTypes';
import { forgetRoom, savedRoom } from '../online/savedRoom';
import { isLimitFailure, joinFailureMessage } from './joinMessages';
import { guestName } from '../../../shared/names/displayName';
import type { Profile } from '../profile/profile';
import { recordGame } from '../profile/progress';
import { toLeaderboard } from '../leaderboard/leaderboardRows';
import { pressPlayAgain } from '../leaderboard/nextRound';
import { normalizeInviteCode } from '../../../shared/rooms/inviteCode';
import type { Room } from '../../../shared/rooms/types';
import { gamesHref } from './gamesUrl';
import { useGamesServices } from './gamesServices';
import { roomOfOnline } from './onlineRooms';
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

export function humanPlayer({ player }: Profile): GamePlayer {
  return { id: HUMAN_PLAYER_ID, name: player.name, avatar: player.avatar, isAI: false };
}

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
  const { rooms, profile, session, online, newSeed, records } = useGamesServices();
  const navigate = useNavigate();

  /** Who this tab is to other players: the display name (a guest name is chosen and kept if none). */
  const whoAmI = useCallback((): JoinOptions => {
    let current = profile.get();
    if (!current.displayName) {
      current = { ...current, displayName: guestName(Math.random) };
      profile.set(current);
    }
    const avatar =
      current.player.avatar === current.player.name ? current.displayName : current.player.avatar;
    return { name: current.displayName, avatar };
  }, [profile]);

  /** Leaves the room this tab is in (here or on the server), unless it is `keep`. */
  const leaveCurrentRoom = useCallback(
    (keep?: string) => {
      const room = session.get().active?.room;
      if (room?.mode === 'multiplayer' && room.id !== keep) rooms.leave(room.id, HUMAN_PLAYER_ID);
      const held = online.get().held;
      if (held && held.id !== keep) {
        void held.leave();
        online.hold(null);
      }
    },
    [online, rooms, session],
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
    (held: OnlineRoom, { replace = false }: NavigateOptions = {}) => {
      leaveCurrentRoom(held.id);
      online.hold(held);
      session.update((s) => startOnlineGame(s, roomOfOnline(held), held));
      navigate(gamesHref('game'), { replace });
    },
    [leaveCurrentRoom, navigate, online, session],
  );

  const enter = useCallback(
    (join: OnlineJoin, options?: NavigateOptions): JoinResult => {
      if (!join.ok) return join;
      beginOnline(join.room, options);
      return { ok: true };
    },
    [beginOnline],
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
    async (roomId: string): Promise<JoinResult> => {
      const lobby = online.get().mode === 'online' ? await online.connect() : null;
      if (lobby) {
        const held = online.get().held;
        if (held?.id === roomId) return enter({ ok: true, room: held });
        return enter(await lobby.join(roomId, whoAmI()));
      }
      const outcome = rooms.join(roomId, humanPlayer(profile.get()));
      if (!outcome.ok) return outcome;
      begin(outcome.room);
      return { ok: true };
    },
    [begin, enter, online, profile, rooms, whoAmI],
  );

  /** null when the typed code is empty (ignored, SPEC §5). */
  const joinByCode = useCallback(
    async (code: string, options?: NavigateOptions): Promise<JoinResult | null> => {
      if (!code.trim()) return null;
      const lobby = await online.connect();
      if (lobby) return enter(await lobby.joinByCode(normalizeInviteCode(code), whoAmI()), options);
      const outcome = rooms.joinByCode(code, humanPlayer(profile.get()));
      if (!outcome.ok) return outcome;
      begin(outcome.room, options);
      return { ok: true };
    },
    [begin, enter, online, profile, rooms, whoAmI],
  );

  /**
   * Creates a room: on the game server (this tab holds it) or in this tab. It goes top of the list; the lobby
   * then takes the host into it (a private room after its share dialog).
   */
  const createRoom = useCallback(
    async (values: CreateGameValues): Promise<CreateOutcome> => {
      const settings = { difficulty: values.difficulty, duration: values.duration, rounds: 1 };
      const lobby = online.get().mode === 'online' ? await online.connect() : null;
      if (lobby) {
        const made = await lobby.create(
          {
            sport: values.sport,
            type: values.type,
            maxPlayers: values.maxPlayers,
            duration: values.duration,
            difficulty: values.difficulty,
          },
          whoAmI(),
        );
        if (!made.ok) {
          // The server's limit says what to do (wait a minute); anything else is a server that did not answer.
          const message = isLimitFailure(made.reason)
            ? joinFailureMessage(made.reason, false)
            : CREATE_FAILED;
          return { ok: false, message };
        }
        leaveCurrentRoom(made.room.id);
        online.hold(made.room);
        const { inviteCode } = made.room.view();
        return { ok: true, roomId: made.room.id, ...(inviteCode ? { inviteCode } : {}) };
      }
      leaveCurrentRoom();
      const room = rooms.create({
        sport: values.sport,
        type: values.type,
        maxPlayers: values.maxPlayers,
        settings,
        host: humanPlayer(profile.get()),
      });
      return {
        ok: true,
        roomId: room.id,
        ...(room.inviteCode ? { inviteCode: room.inviteCode } : {}),
      };
    },
    [leaveCurrentRoom, online, profile, rooms, whoAmI],
  );

  /** After a reload: back into the room this tab was in, if the server still keeps the seat. */
  const rejoinSavedRoom = useCallback(async (): Promise<boolean> => {
    const saved = savedRoom();
    if (!saved || session.get().active) return false;
    const lobby = await online.connect();
    if (!lobby) return false;
    const join = await lobby.reconnect(saved.token);
    if (!join.ok) {
      forgetRoom();
      return false;
    }
    beginOnline(join.room, { replace: true });
    return true;
  }, [beginOnline, online, session]);

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
        void records.submitRun(playId, results, name && !isReservedName(name) ? name : '');
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
