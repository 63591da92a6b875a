// The game server's rooms in the shapes the games area already uses.
import type { OnlineRoom } from '../online/onlineTypes';
import { listedStatus, type Room } from '../../../shared/rooms/types';

/**
 * A held online room as a Room (the game screen's header, the session and the results read these fields):
 * all of it from the room's own state, so the game and duration recorded are the room's, however it was joined.
 */
export function roomOfOnline(online: OnlineRoom): Room {
  const view = online.view();
  return {
    id: online.id,
    name: view.name,
    sport: view.sport,
    mode: 'multiplayer',
    maxPlayers: view.maxPlayers,
    currentPlayers: view.members.map(({ id, name, avatar, isAI }) => ({ id, name, avatar, isAI })),
    status: listedStatus(view.status),
    hostId: view.hostId,
    settings: { difficulty: view.difficulty, duration: view.duration, rounds: 1 },
    type: view.type,
    ...(view.inviteCode ? { inviteCode: view.inviteCode } : {}),
  };
}
