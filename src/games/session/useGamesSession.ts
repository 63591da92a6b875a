// The games area's actions (SPEC §4): lobby -> game -> results, Play Again and Back to Lobby.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { findMiniGame } from '../catalog';
import { HUMAN_PLAYER_ID } from '../core/players';
import type { GameId, GamePlayer, GameResultEntry } from '../core/types';
import type { Profile } from '../profile/profile';
import { recordGame } from '../profile/progress';
import { toLeaderboard } from '../results/leaderboardRows';
import type { JoinOutcome, Room } from '../rooms/types';
import { gamesHref } from './gamesUrl';
import { useGamesServices } from './gamesServices';
import { createPracticeRoom } from './practiceRoom';
import { seatPlayers } from './roomSeats';
import {
  backToLobby as clearSession,
  canAcceptResults,
  finishGame,
  restartGame,
  startGame,
  type LobbyTab,
} from './sessionState';

export function humanPlayer({ player }: Profile): GamePlayer {
  return { id: HUMAN_PLAYER_ID, name: player.name, avatar: player.avatar, isAI: false };
}

interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export function useGamesSession() {
  const { rooms, profile, session, newSeed } = useGamesServices();
  const navigate = useNavigate();

  const leaveCurrentRoom = useCallback(() => {
    const room = session.get().active?.room;
    if (room?.mode === 'multiplayer') rooms.leave(room.id, HUMAN_PLAYER_ID);
  }, [rooms, session]);

  const begin = useCallback(
    (room: Room, { replace = false }: NavigateOptions = {}) => {
      if (session.get().active?.room.id !== room.id) leaveCurrentRoom();
      const seed = newSeed();
      const players = seatPlayers(room, humanPlayer(profile.get()), seed);
      session.update((s) => startGame(s, room, players, seed));
      navigate(gamesHref('game'), { replace });
    },
    [leaveCurrentRoom, navigate, newSeed, profile, session],
  );

  const playPractice = useCallback(
    (gameId: GameId, options?: NavigateOptions) => {
      const game = findMiniGame(gameId);
      if (!game) return;
      begin(createPracticeRoom(game, humanPlayer(profile.get()), newSeed()), options);
    },
    [begin, newSeed, profile],
  );

  const joinRoom = useCallback(
    (roomId: string): JoinOutcome => {
      const outcome = rooms.join(roomId, humanPlayer(profile.get()));
      if (outcome.ok) begin(outcome.room);
      return outcome;
    },
    [begin, profile, rooms],
  );

  /** null when the typed code is empty (ignored, SPEC §5). */
  const joinByCode = useCallback(
    (code: string, options?: NavigateOptions): JoinOutcome | null => {
      if (!code.trim()) return null;
      const outcome = rooms.joinByCode(code, humanPlayer(profile.get()));
      if (outcome.ok) begin(outcome.room, options);
      return outcome;
    },
    [begin, profile, rooms],
  );

  const finish = useCallback(
    (playId: number, results: readonly GameResultEntry[]) => {
      const current = session.get();
      if (!current.active || !canAcceptResults(current, playId)) return;
      const gameId = current.active.room.sport;
      const rows = toLeaderboard(results);
      const record = recordGame(
        profile.get(),
        { gameId, durationS: current.active.settings.duration },
        rows,
      );
      if (record) profile.set(record.profile);
      session.update((s) =>
        finishGame(s, {
          playId,
          gameId,
          rows,
          personalBest: record?.personalBest,
          experienceGained: record?.experienceGained,
          experienceParts: record?.experienceParts,
        }),
      );
      navigate(gamesHref('results'), { replace: true });
    },
    [navigate, profile, session],
  );

  const playAgain = useCallback(() => {
    const active = session.get().active;
    if (!active) return;
    if (active.room.mode === 'single') {
      playPractice(active.room.sport, { replace: true });
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

  const setLobbyTab = useCallback(
    (lobbyTab: LobbyTab) =>
      session.update((s) => (s.lobbyTab === lobbyTab ? s : { ...s, lobbyTab })),
    [session],
  );

  return { playPractice, joinRoom, joinByCode, finish, playAgain, backToLobby, setLobbyTab };
}
