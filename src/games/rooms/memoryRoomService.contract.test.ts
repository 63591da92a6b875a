// The rooms service contract, run against the rooms simulated in a tab.
import { roomsServiceContract } from '../../test/roomsServiceContract';
import { createMemoryRoomService, createMemoryRooms } from './memoryRoomService';

roomsServiceContract('rooms in memory', async () => {
  const rooms = createMemoryRooms([]);
  return {
    visitor: (name) =>
      createMemoryRoomService(rooms, () => ({ id: name, name, avatar: name, isAI: false })),
    close: async () => {},
  };
});
