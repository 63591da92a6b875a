// A room this browser watches (joined with { watch: true }): it plays the round it watches with no seat,
// its source takes no input, it asks nothing of the room, and it keeps no seat to come back to after a reload.
import type { Client, Room } from 'colyseus.js';
import { ALL_RULES } from '../../../../shared/games/allRules';
import { initGame, perform } from '../../../../shared/games/core/runner';
import type { GamePlayer } from '../../../../shared/games/core/types';
import type { SwimmingState } from '../../../../shared/games/swimming/rules';
import {
  SERVER_MESSAGES,
  type GameMessage,
  type RoomStateView,
} from '../../../../shared/protocol/protocol';
import { savedRoom } from '../savedRoom';
import { ColyseusRoom } from './colyseusRoom';

const players: GamePlayer[] = [
  { id: 'p1', name: 'Asha', avatar: 'Asha', isAI: false },
  { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false },
];
const settings = { duration: 30, difficulty: 'medium' as const, rounds: 1 };
const rules = ALL_RULES.swimming;

/** A colyseus.js room as far as ColyseusRoom uses it: its handlers, and what it was asked to send. */
function fakeRoom() {
  const handlers = new Map<string, (message: unknown) => void>();
  let onState: (state: RoomStateView) => void = () => {};
  const room = {
    roomId: 'room-1',
    sessionId: 'eve',
    reconnectionToken: 'room-1:token',
    send: vi.fn(),
    leave: vi.fn(async () => 4000),
    onStateChange: (callback: (state: RoomStateView) => void) => void (onState = callback),
    onMessage: (type: string, callback: (message: unknown) => void) =>
      void handlers.set(type, callback),
    onLeave: () => {},
  };
  return {
    room: room as unknown as Room<RoomStateView>,
    send: room.send,
    state: (state: Partial<RoomStateView>) => onState(state as RoomStateView),
    message: (type: string, message: unknown) => handlers.get(type)?.(message),
  };
}

const members = new Map();
const stateOf = (watching: number): Partial<RoomStateView> => ({
  name: 'Morning Relay',
  sport: 'swimming',
  type: 'public',
  status: 'playing',
  hostId: 'p1',
  round: 1,
  watching,
  members: { size: 0, get: (id: string) => members.get(id), forEach: () => {} },
});

const game = (): GameMessage => ({
  round: 1,
  tick: 70,
  players,
  settings,
  state: perform(rules, initGame(rules, players, settings, 5), 'p1', { type: 'start' }),
});

describe('a watched room', () => {
  beforeEach(() => sessionStorage.clear());

  it('plays the round it watches with no seat, sends nothing, and is kept to watch again after a reload', () => {
    const fake = fakeRoom();
    const room = new ColyseusRoom({} as Client, fake.room, true);
    fake.state(stateOf(2));
    expect(room.view().watching).toBe(2);
    expect(room.watchOnly).toBe(true);
    expect(room.seatedRound()).toBeNull();

    fake.message(SERVER_MESSAGES.game, game());
    expect(room.seatedRound()).toBe(1);
    const source = room.bind(rules, () => initGame(rules, players, settings, 0));
    expect(
      (source.view(performance.now()) as SwimmingState | null)?.swimmers.map((s) => s.player.name),
    ).toEqual(['Asha', 'Ben']);
    source.send({ type: 'stroke' }, performance.now());
    room.start();
    room.again();
    room.setReady(true);
    expect(fake.send).not.toHaveBeenCalled();
    // No seat's token: a reload watches the same room anew.
    expect(savedRoom()).toEqual({ token: '', roomId: fake.room.roomId, watching: true });
  });

  it('a player’s room, for comparison, plays its seat and sends its input', () => {
    const fake = fakeRoom();
    const room = new ColyseusRoom({} as Client, fake.room);
    fake.state(stateOf(0));
    fake.message(SERVER_MESSAGES.game, {
      ...game(),
      players: [...players, { id: 'eve', name: 'Eve', avatar: 'Eve', isAI: false }],
    });
    const source = room.bind(rules, () => initGame(rules, players, settings, 0));
    source.send({ type: 'stroke' }, performance.now());
    expect(fake.send).toHaveBeenCalledTimes(1);
    expect(savedRoom()).not.toBeNull();
  });
});
