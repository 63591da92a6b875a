// A public swimming room of `players` humans on a game server, as the benches make it: the first creates it,
// the others join by its id. Answers their Colyseus rooms, the host's first.
import { Client, type Room } from 'colyseus.js';
import { GAME_ROOM, type RoomStateView } from '../../shared/protocol/protocol';

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
