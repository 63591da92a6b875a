// @vitest-environment node
// The rooms service contract, run against the site's client of a real game server (started on a free port),
// each visitor with its own lobby connection, as a tab has.
import { connectLobby } from '../../src/games/online/client/colyseusLobby';
import { createOnlineService, type OnlineService } from '../../src/games/online/onlineService';
import { createServerRoomsService } from '../../src/games/rooms/serverRoomsService';
import { roomsServiceContract } from '../../src/test/roomsServiceContract';
import { startTestServer } from '../test/testServer';

roomsServiceContract('rooms on a game server', async () => {
  const server = await startTestServer();
  const tabs: OnlineService[] = [];
  return {
    visitor(name) {
      const online = createOnlineService(async () => connectLobby, server.url);
      tabs.push(online);
      return createServerRoomsService(online, () => ({ name, avatar: name }));
    },
    async close() {
      for (const online of tabs) {
        await online.get().held?.leave();
        (await online.connect())?.close();
      }
      await server.stop();
    },
  };
});
