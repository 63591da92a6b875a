// The lobby: one room per process (the matchmaker sends each visitor to the lobby of the process that took
// the request, so a cluster's lobby connections spread as its visitors do). It keeps every public room of the
// cluster in the lobby's order (from the listings the game rooms publish, lobbyListings.ts) and sends each
// connection a bounded page of them for its sport filter, batched: at most one message per LOBBY_UPDATE_MS,
// and none when its page did not change (lobbyPages.ts). A client sends nothing but its filter; anything else
// is dropped and counted.
import { Protocol, Room, getMessageBytes, matchMaker, type Client } from '@colyseus/core';
import { MINI_GAMES } from '../../shared/games/catalog';
import {
  LOBBY_MESSAGES,
  LOBBY_PAGE_SIZE,
  LOBBY_UPDATE_MS,
  parseSportFilter,
  type LobbyPageMessage,
} from '../../shared/protocol/lobbyPage';
import { GAME_ROOM, type RoomListing } from '../../shared/protocol/protocol';
import { countDropped, countLobbyPage } from '../metrics/counters';
import { subscribeListings, type ListingUpdate } from './listingChannel';
import { LobbyPages } from './lobbyPages';
import { RoomIndex } from './roomIndex';

const SPORTS = MINI_GAMES.map((game) => game.id);
/** Now and then the list is checked against the matchmaker's rooms, in case a published change was lost. */
export const LOBBY_RESYNC_MS = 60_000;

interface ListedMetadata extends RoomListing {
  rank?: number;
}

let localLobbyId: string | null = null;

/** The lobby room of this process (made when the game server starts). */
export const localLobby = () => localLobbyId;

export class SiteLobbyRoom extends Room {
  private index = new RoomIndex();
  private pages = new LobbyPages<Client>(this.index, LOBBY_PAGE_SIZE);
  private stopListening: (() => void) | null = null;
  private timers: ReturnType<typeof setInterval>[] = [];
  /** Room ids removed, and changes seen, while the matchmaker was being read (they win over what it says). */
  private touchedWhileReading: Set<string> | null = null;

  override async onCreate() {
    this.listing.unlisted = true;
    this.autoDispose = false;
    // No state to synchronise: no patches.
    this.setPatchRate(null);
    this.stopListening = await subscribeListings(this.presence, (update) => this.apply(update));
    await this.resync();
    this.onMessage(LOBBY_MESSAGES.filter, (client, payload: unknown) => {
      const filter = parseSportFilter(payload, SPORTS);
      if (!filter) return countDropped('invalid');
      this.pages.refilter(client, filter.sport);
    });
    this.onMessage('*', () => countDropped('unknown-type'));
    this.timers.push(
      setInterval(() => this.sendUpdates(), LOBBY_UPDATE_MS),
      setInterval(() => void this.resync().catch(() => {}), LOBBY_RESYNC_MS),
    );
    localLobbyId = this.roomId;
  }

  /** A connection starts with the whole page of the filter it asked for ({ sport }), or of every sport. */
  override onJoin(client: Client, options: unknown) {
    const filter = parseSportFilter(options, SPORTS)?.sport ?? 'all';
    this.sendPage(client, this.pages.enter(client, filter));
  }

  override onLeave(client: Client) {
    this.pages.leave(client);
  }

  override onDispose() {
    this.stopListening?.();
    for (const timer of this.timers) clearInterval(timer);
    if (localLobbyId === this.roomId) localLobbyId = null;
  }

  private apply([id, listing, rank]: ListingUpdate) {
    this.touchedWhileReading?.add(id);
    if (listing) this.index.upsert(id, listing, rank);
    else this.index.remove(id);
  }

  /** Reads every public game room from the matchmaker and brings the list in line with it. */
  private async resync() {
    this.touchedWhileReading = new Set();
    try {
      const rooms = await matchMaker.query({ name: GAME_ROOM, private: false });
      const touched = this.touchedWhileReading;
      const found = new Set<string>();
      for (const room of rooms) {
        const metadata = room.metadata as ListedMetadata | undefined;
        if (!room.roomId || !metadata?.sport || touched.has(room.roomId)) continue;
        found.add(room.roomId);
        this.index.upsert(room.roomId, metadata, metadata.rank ?? 0);
      }
      for (const id of [...this.index.ids()]) {
        if (!found.has(id) && !touched.has(id)) this.index.remove(id);
      }
    } finally {
      this.touchedWhileReading = null;
    }
  }

  private sendUpdates() {
    for (const { to, message } of this.pages.update()) {
      const bytes = getMessageBytes.raw(Protocol.ROOM_DATA, LOBBY_MESSAGES.page, message);
      for (const client of to) client.enqueueRaw(bytes);
      countLobbyPage(to.length, bytes.byteLength);
    }
  }

  private sendPage(client: Client, message: LobbyPageMessage) {
    const bytes = getMessageBytes.raw(Protocol.ROOM_DATA, LOBBY_MESSAGES.page, message);
    client.enqueueRaw(bytes);
    countLobbyPage(1, bytes.byteLength);
  }
}
