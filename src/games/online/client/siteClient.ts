// colyseus.js as the site uses it. A seat reservation names where its room's socket opens (the process's
// PUBLIC_ADDRESS); colyseus.js writes that after "ws://" as a host. A cluster that was not told the host its
// pages are served from (PUBLIC_HOST unset) announces a path instead ('/p1'): the socket then opens on the
// page's own origin, the one the page's CSP ('connect-src self') allows, whatever host the visitor typed.
import { Client } from 'colyseus.js';

interface ReservedRoom {
  publicAddress?: unknown;
}

export class SiteClient extends Client {
  protected override buildEndpoint(
    room: ReservedRoom,
    options?: Record<string, unknown>,
    protocol?: string,
  ): string {
    const address = room?.publicAddress;
    if (typeof address !== 'string' || !address.startsWith('/')) {
      return super.buildEndpoint(room, options, protocol);
    }
    const origin = `${this.settings.hostname}${this.getEndpointPort()}`;
    return super.buildEndpoint(
      { ...room, publicAddress: `${origin}${address}` },
      options,
      protocol,
    );
  }
}
