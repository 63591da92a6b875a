// The game server's rooms in the shapes the games area already uses.
import type { OnlineRoom, OnlineRoomView } from '../online/onlineTypes';
import type { Room } from '../rooms/types';

/** A held online room as a Room (the game screen's header and the session read these fields). */
export function roomOfOnline(online: OnlineRoom, view: OnlineRoomView | null): Room {
  return {
    id: online.id,
    name: view?.name ?? 'Online game',
    sport: view?.sport ?? 'swimming',
    mode: 'multiplayer',
    maxPlayers: view?.maxPlayers ?? 2,
    currentPlayers: (view?.members ?? []).map(({ id, name, avatar, isAI }) => ({
      id,
      name,
      avatar,
      isAI,
    })),
    status: view?.status === 'playing' ? 'playing' : 'waiting',
    hostId: view?.hostId ?? '',
    settings: {
      difficulty: view?.difficulty ?? 'medium',
      duration: view?.duration ?? 60,
      rounds: 1,
    },
    type: view?.type ?? 'public',
    ...(view?.inviteCode ? { inviteCode: view.inviteCode } : {}),
  };
}

/** Resolves once the room's state has arrived (its name, code and members), or after `timeoutMs`. */
export function roomReady(online: OnlineRoom, timeoutMs = 3_000): Promise<OnlineRoomView | null> {
  return new Promise((resolve) => {
    const view = online.view();
    if (view) return resolve(view);
    const timer = setTimeout(() => {
      stop();
      resolve(online.view());
    }, timeoutMs);
    const stop = online.subscribe(() => {
      const ready = online.view();
      if (!ready) return;
      clearTimeout(timer);
      stop();
      resolve(ready);
    });
  });
}
