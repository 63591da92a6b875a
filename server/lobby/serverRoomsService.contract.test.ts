// @vitest-environment node
// The rooms service contract, run against the site's client of a real game server (started on a free port),
// each visitor with its own lobby connection, as a tab has.
import { connectLobby } from '../../src/games/online/client/colyseusLobby';
import { createOnlineService, type OnlineService } from '../../src/games/online/onlineService';
import { createServerRoomsService } from '../../src/games/rooms/serverRoomsService';
import { roomsServiceContract } from '../../src/test/roomsServiceContract';
import { startTestServer } from '../test/testServer';

// The rooms read it as they are made: a quick-match room's AI players come after 1 s here, not 15.
process.env.QUICK_MATCH_AI_SECONDS = '1';

roomsServiceContract('rooms on a game server', async () => {
  const server = await startTestServer();
  const tabs: OnlineService[] = [];
  return {
    quickMatchAiMs: 1000,
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
