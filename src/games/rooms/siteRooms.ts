import { createMemoryRooms, type MemoryRooms } from './memoryRoomService';
import { generateRooms, SITE_ROOM_SEED } from '../../../shared/rooms/generateRooms';

let siteRooms: MemoryRooms | undefined;

/** The tab's simulated rooms: module-level, so they survive moving between pages. */
export function getSiteMemoryRooms(): MemoryRooms {
  siteRooms ??= createMemoryRooms(generateRooms(SITE_ROOM_SEED));
  return siteRooms;
}
