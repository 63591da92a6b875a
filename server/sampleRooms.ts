// The spec's 12 sample rooms (SPEC §3, §9), made by the server from the same seeded generator the offline
// site uses, with their simulated players: visitors meet the same lobby online and offline.
import { matchMaker } from '@colyseus/core';
import { GAME_ROOM } from '../shared/protocol/protocol';
import { generateRooms, SITE_ROOM_SEED } from '../shared/rooms/generateRooms';
import { SERVER_ONLY_KEY } from './room/serverOnly';

export async function createSampleRooms() {
  for (const [sampleOrder, sample] of generateRooms(SITE_ROOM_SEED).entries()) {
    await matchMaker.createRoom(GAME_ROOM, { serverOnlyKey: SERVER_ONLY_KEY, sample, sampleOrder });
  }
}
