// The room's spectators: clients of the room with no seat. They are not members (the room's players, its
// 'full' and its listing never count them), nothing they send is taken, and they may come in at any moment of
// a public room: the room sends them the game as it stands, then they get the same ticks as the players.
import { ServerError } from '@colyseus/core';
import type { RoomState } from './roomState';

/** How many spectators a public room takes, on top of its seats. */
export const MAX_SPECTATORS = 50;

/** What the room's last spectators are told when its last player left (a room someone made closes then). */
export const CLOSED_NO_PLAYERS =
  'The players left this room, so it closed. Back to the lobby to watch or join another game.';

/** Refusals of a spectator's join, in words the client maps (colyseusLobby.ts reads 'not-found' and 'full'). */
export const SPECTATOR_REFUSALS = {
  notWatchable: 'not-found',
  full: 'full',
} as const;

/** True when a client's join options ask to watch (exactly `watch: true`; anything else joins as a player). */
export function wantsToWatch(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && (raw as { watch?: unknown }).watch === true;
}

/** The seats humans may take: those the bots leave, and always one (a sample room full of bots takes a visitor). */
export const humanSeats = (maxPlayers: number, bots: number) => Math.max(1, maxPlayers - bots);

/** How many clients a room takes: its human seats, and on a public room the spectators. */
export function clientsAllowed(maxPlayers: number, bots: number, type: string): number {
  return humanSeats(maxPlayers, bots) + (type === 'private' ? 0 : MAX_SPECTATORS);
}

/** A player's join into a room whose seats are all taken (the spectators' places are not seats). */
export function refuseWhenSeatsTaken(state: RoomState) {
  const bots = [...state.members.values()].filter((member) => member.isAI).length;
  const humans = state.members.size - bots;
  if (humans >= humanSeats(state.maxPlayers, bots)) {
    throw new ServerError(409, SPECTATOR_REFUSALS.full);
  }
}

export class Spectators {
  private readonly ids = new Set<string>();

  /** Takes a spectator into a public room (throws the refusal otherwise); the count goes out with the state. */
  admit(sessionId: string, state: RoomState) {
    // A private room is found by its code, to play: its game is not shown to strangers.
    // So is a room with nobody in it yet: there is nothing to watch, and its maker comes in to play.
    if (state.type === 'private' || state.members.size === 0) {
      throw new ServerError(404, SPECTATOR_REFUSALS.notWatchable);
    }
    if (this.ids.size >= MAX_SPECTATORS) throw new ServerError(409, SPECTATOR_REFUSALS.full);
    this.ids.add(sessionId);
    state.watching = this.ids.size;
  }

  has(sessionId: string): boolean {
    return this.ids.has(sessionId);
  }

  /** True when `sessionId` was a spectator (and is one no longer). */
  leave(sessionId: string, state: RoomState): boolean {
    if (!this.ids.delete(sessionId)) return false;
    state.watching = this.ids.size;
    return true;
  }

  get count(): number {
    return this.ids.size;
  }
}
