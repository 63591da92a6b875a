// The site's one rooms service: the rooms simulated in this tab until a game server answers, then the
// server's. The lobby and the session hold only this; its snapshot changes when the server comes or goes.
import type { OnlineService } from '../online/onlineService';
import type { RoomsService } from './roomsService';

export function createSiteRoomsService(
  memory: RoomsService,
  server: RoomsService,
  online: OnlineService,
): RoomsService {
  const current = () => (online.get().mode === 'online' ? server : memory);
  return {
    get: () => current().get(),
    subscribe(listener) {
      // The server's service follows the connection too, so a server coming or going is heard here.
      const offMemory = memory.subscribe(listener);
      const offServer = server.subscribe(listener);
      return () => {
        offMemory();
        offServer();
      };
    },
    // Watching the list is also how the lobby finds out whether a game server answers.
    watch: () => server.watch(),
    filter(sport) {
      memory.filter(sport);
      server.filter(sport);
    },
    create: (room) => current().create(room),
    join: (roomId) => current().join(roomId),
    quickMatch: (sport) => current().quickMatch(sport),
    spectate: (roomId) => current().spectate(roomId),
    // An invite link may be opened before anything asked for a server: wait for its answer first.
    async joinByCode(code) {
      await online.connect();
      return current().joinByCode(code);
    },
    async leave(roomId) {
      await Promise.all([memory.leave(roomId), server.leave(roomId)]);
    },
    rejoin: () => server.rejoin(),
  };
}
