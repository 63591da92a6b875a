// A public swimming room of `players` humans on a game server, as the benches make it: the first creates it,
// the others join by its id (their Colyseus rooms, the host's first); then the race started and bound.
import { Client, type Room } from 'colyseus.js';
import { GAME_ROOM, type RoomStateView } from '../../shared/protocol/protocol';
import { swimmingRules, type SwimmingState } from '../../shared/games/swimming/rules';
import type { ColyseusRoom } from '../../src/games/online/client/colyseusRoom';
import type { RemoteGame } from '../../src/games/online/remoteGame';

export async function openSwimmingRoom(
  url: string,
  players: number,
): Promise<Room<RoomStateView>[]> {
  const host = await new Client(url).create<RoomStateView>(GAME_ROOM, {
    sport: 'swimming',
    type: 'public',
    maxPlayers: players,
    duration: 60,
    difficulty: 'medium',
    name: 'P1',
  });
  const rooms = [host];
  for (let i = 2; i <= players; i++) {
    rooms.push(await new Client(url).joinById<RoomStateView>(host.roomId, { name: `P${i}` }));
  }
  return rooms;
}

/** The host starts the race; once every device is seated in the round, each binds to the server's game. */
export async function startSwimmingRace(
  rooms: readonly ColyseusRoom[],
): Promise<RemoteGame<SwimmingState>[]> {
  rooms[0]!.start();
  while (rooms.some((room) => room.seatedRound() === null)) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return rooms.map(
    (room) =>
      room.bind(swimmingRules, () => {
        throw new Error('not seated');
      }) as RemoteGame<SwimmingState>,
  );
}
