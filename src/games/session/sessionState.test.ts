import type { GamePlayer } from '../../../shared/games/core/types';
import type { Room } from '../../../shared/rooms/types';
import {
  backToLobby,
  chooseGhost,
  finishGame,
  initialSession,
  restartGame,
  startGame,
  type FinishedGame,
} from './sessionState';

const you: GamePlayer = { id: 'you', name: 'You', avatar: 'You', isAI: false };
const room: Room = {
  id: 'r1',
  name: 'Room',
  sport: 'swimming',
  mode: 'multiplayer',
  maxPlayers: 4,
  currentPlayers: [you],
  status: 'playing',
  hostId: 'you',
  settings: { difficulty: 'easy', duration: 45, rounds: 2 },
  type: 'public',
};
const finished = (playId: number): FinishedGame => ({ playId, gameId: 'swimming', rows: [] });

describe('session transitions', () => {
  it('lobby -> game: an active game with the room settings, a seed and no results', () => {
    const state = startGame(initialSession, room, [you], 7);
    expect(state.active).toMatchObject({
      playId: 1,
      room,
      players: [you],
      seed: 7,
      settings: room.settings,
    });
    expect(state.results).toBeNull();
  });

  it('game -> results once; a late or repeated report changes nothing', () => {
    const playing = startGame(initialSession, room, [you], 7);
    const done = finishGame(playing, finished(1));
    expect(done.results?.playId).toBe(1);
    expect(finishGame(done, finished(1))).toBe(done);
    expect(finishGame(playing, finished(99))).toBe(playing);
    expect(finishGame(initialSession, finished(1))).toBe(initialSession);
  });

  it('Play Again restarts the same game with a new seed and a new play id', () => {
    const done = finishGame(startGame(initialSession, room, [you], 7), finished(1));
    const again = restartGame(done, 8);
    expect(again.active).toMatchObject({ playId: 2, seed: 8, room, players: [you] });
    // A retry skips the ready screen; a first play does not.
    expect(again.active?.retry).toBe(true);
    expect(done.active?.retry).toBeUndefined();
    expect(again.results).toBeNull();
    expect(restartGame(initialSession, 8)).toBe(initialSession);
  });

  it('Back to Lobby clears the active game and results but keeps the play counter', () => {
    const done = finishGame(startGame(initialSession, room, [you], 7), finished(1));
    const lobby = backToLobby(done);
    expect(lobby.active).toBeNull();
    expect(lobby.results).toBeNull();
    expect(startGame(lobby, room, [you], 9).active?.playId).toBe(2);
    expect(backToLobby(initialSession)).toBe(initialSession);
  });
});

describe('the ghost a practice races', () => {
  it('is chosen and cleared before the start, and cannot be changed once the run has its ticket', () => {
    const started = startGame(initialSession, room, [you], 7);
    const chosen = chooseGhost(started, 'record');
    expect(chosen.active?.ghost).toBe('record');
    expect(chooseGhost(chosen, 42).active?.ghost).toBe(42);
    const cleared = chooseGhost(chosen, null);
    expect(cleared.active).not.toHaveProperty('ghost');
    expect(chooseGhost(cleared, null)).toBe(cleared);

    const ticket = {
      ticketId: 't',
      seed: 1,
      kind: 'ghost' as const,
      settings: room.settings,
      variant: '',
      rulesVersion: 1,
      issuedAt: 0,
      expiresAt: 1,
    };
    const running = startGame(initialSession, room, [you], 7, true, { run: ticket, ghost: 'best' });
    expect(running.active?.ghost).toBe('best');
    expect(chooseGhost(running, null)).toBe(running);
    const daily = startGame(initialSession, room, [you], 7, false, { daily: true });
    expect(chooseGhost(daily, 'record')).toBe(daily);
  });
});
