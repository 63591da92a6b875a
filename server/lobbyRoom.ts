// Colyseus's own lobby room, live-listing the public rooms; a client's filter is ignored (it is not needed,
// and nothing a client sends is trusted).
import { LobbyRoom } from '@colyseus/core';

export class SiteLobbyRoom extends LobbyRoom {
  override async onCreate(options: unknown) {
    await super.onCreate(options);
    this.onMessage('filter', () => {});
    this.onMessage('*', () => {});
  }

  override onJoin(client: Parameters<LobbyRoom['onJoin']>[0]) {
    super.onJoin(client, {});
  }
}
