// The room's shared state, synchronised to its members by Colyseus as schema deltas: who is in the room,
// who hosts, and whether a game is on. The game itself travels as lockstep ticks (protocol.ts).
import { MapSchema, schema, type SchemaType } from '@colyseus/schema';

export const Member = schema(
  {
    id: 'string',
    name: 'string',
    avatar: 'string',
    isAI: 'boolean',
    connected: 'boolean',
    /** Joined while a game was on: plays from the next round. */
    waitingForNextRound: 'boolean',
    /** A guest pressed Play Again on the results: ready for the host's next round (cleared when it starts). */
    ready: 'boolean',
    /** Order of arrival, for a stable list. */
    order: 'uint16',
  },
  'Member',
);
export type Member = SchemaType<typeof Member>;

export const RoomState = schema(
  {
    name: 'string',
    sport: 'string',
    type: 'string',
    /** Private rooms only: the members may share it. */
    inviteCode: 'string',
    status: 'string',
    hostId: 'string',
    maxPlayers: 'uint8',
    duration: 'uint16',
    difficulty: 'string',
    round: 'uint16',
    /** How many spectators watch (clients with no seat, spectators.ts). */
    watching: 'uint16',
    /** A quick-match room before its first round: seconds until AI players take the empty seats (0: none). */
    aiJoinIn: 'uint16',
    members: { map: Member },
  },
  'RoomState',
);
export type RoomState = SchemaType<typeof RoomState>;

export function createRoomState(): RoomState {
  const state = new RoomState();
  state.members = new MapSchema<Member>();
  return state;
}
