// What the lobby says when a room cannot be joined (SPEC §8: 'Private game not found!').
import { LIMIT_MESSAGES } from '../../../shared/protocol/protocol';
import type { OnlineJoinFailure } from '../online/onlineTypes';

export const PRIVATE_GAME_NOT_FOUND = 'Private game not found!';
export const PRIVATE_GAME_FULL = 'This private game is full!';
export const ROOM_NOT_FOUND = 'That room is no longer open.';
export const ROOM_FULL = 'That room is full.';
export const ROOM_STARTED = 'That game has already started.';
export const SERVER_UNREACHABLE =
  'The game server did not answer. Check your connection and try again.';
export const TOO_MANY_ATTEMPTS = 'Too many codes tried: wait a minute, then try again.';
/** The game server's own sentences for the limits it enforces per address (protocol.ts). */
export const TOO_MANY_ROOMS = LIMIT_MESSAGES.rooms;
export const TOO_MANY_JOINS = LIMIT_MESSAGES.joins;
export const TOO_MANY_CONNECTIONS = LIMIT_MESSAGES.sockets;

/** True when the server refused because this visitor reached one of its limits (429). */
export const isLimitFailure = (reason: OnlineJoinFailure) =>
  reason === 'too-many-rooms' || reason === 'too-many-joins' || reason === 'too-many-connections';

export function joinFailureMessage(reason: OnlineJoinFailure, byCode: boolean): string {
  switch (reason) {
    case 'not-found':
      return byCode ? PRIVATE_GAME_NOT_FOUND : ROOM_NOT_FOUND;
    case 'full':
      return byCode ? PRIVATE_GAME_FULL : ROOM_FULL;
    case 'started':
      return ROOM_STARTED;
    case 'too-many-attempts':
      return TOO_MANY_ATTEMPTS;
    case 'too-many-rooms':
      return TOO_MANY_ROOMS;
    case 'too-many-joins':
      return TOO_MANY_JOINS;
    case 'too-many-connections':
      return TOO_MANY_CONNECTIONS;
    case 'network':
      return SERVER_UNREACHABLE;
  }
}
