// The rooms service contract, run against the rooms simulated in a tab.
import { roomsServiceContract } from '../../test/roomsServiceContract';
import { createMemoryRoomService, createMemoryRooms } from './memoryRoomService';

roomsServiceContract('rooms in memory', async () => {
  const quickMatchAiMs = 300;
  const rooms = createMemoryRooms([], { quickMatchAiMs });
  return {
    quickMatchAiMs,
    visitor: (name) =>
      createMemoryRoomService(rooms, () => ({ id: name, name, avatar: name, isAI: false })),
    close: async () => {},
  };
});
