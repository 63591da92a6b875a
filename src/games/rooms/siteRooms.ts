import { useSyncExternalStore } from 'react';
import { createMemoryRoomService } from './memoryRoomService';
import { generateRooms, SITE_ROOM_SEED } from '../../../shared/rooms/generateRooms';
import type { Room, RoomService } from '../../../shared/rooms/types';

let siteRooms: RoomService | undefined;

/** The tab's one rooms service: module-level, so rooms survive moving between pages. */
export function getSiteRoomService(): RoomService {
  siteRooms ??= createMemoryRoomService(generateRooms(SITE_ROOM_SEED));
  return siteRooms;
}

export function useRooms(service: RoomService): readonly Room[] {
  return useSyncExternalStore(service.subscribe, service.list, service.list);
}
