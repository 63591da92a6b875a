// Whether this tab reaches a game server, and the room it holds there. The colyseus.js client is fetched
// on the first connect (the Multiplayer tab), never on the first page load or in single player. With no
// server (a static host, offline) the lobby falls back to rooms simulated in this tab. The live
// list of public rooms is open only while a lobby screen watches it (watchRooms): a player in a game gets
// no lobby traffic.
import type { GameId } from '../../../shared/games/core/types';
import type { SportFilter } from '../../../shared/protocol/lobbyPage';
import type { OnlineLobby, OnlineRoom } from './onlineTypes';
import type { ListedRoom } from '../../../shared/protocol/lobbyPage';
import { HEALTH_PATH } from '../../../shared/protocol/protocol';

export type OnlineMode = 'idle' | 'connecting' | 'online' | 'offline';

/**
 * Why the lobby is offline: no game server answers ('no-server'); one answers but its connection (the lobby's
 * WebSocket) could not open, e.g. an address the page may not connect to ('no-connection'); or it refused this
 * visitor for now, over one of its per-address limits ('busy').
 */
export type OfflineReason = 'no-server' | 'no-connection' | 'busy';

export interface OnlineSnapshot {
  mode: OnlineMode;
  /** Set while offline. */
  offlineReason: OfflineReason | null;
  /** The first page of public rooms on the server, live while watched. */
  rooms: readonly ListedRoom[];
  /** How many public rooms the server has of each sport. */
  roomCounts: Partial<Record<GameId, number>>;
  /** The room this tab is in (made or joined), if any. */
  held: OnlineRoom | null;
}

export interface OnlineService {
  get(): OnlineSnapshot;
  subscribe(listener: () => void): () => void;
  /** Connects once (later calls share it); resolves with the lobby, or null when no server answers. */
  connect(): Promise<OnlineLobby | null>;
  /** Tries again after 'offline'. */
  retry(): Promise<OnlineLobby | null>;
  hold(room: OnlineRoom | null): void;
  /**
   * A lobby screen shows: keeps the live list of rooms open (connecting first if need be) until the returned
   * function is called. The list closes once no screen watches it.
   */
  watchRooms(): () => void;
  /** The sport the lobby lists ('all' by default). */
  filterRooms(filter: SportFilter): void;
}

export type ConnectLobby = (origin: string) => Promise<OnlineLobby>;

/** True when a game server answers at `origin` (a static host serves a page there, or nothing). */
export type ProbeServer = (origin: string, signal: AbortSignal) => Promise<boolean>;

export const probeGameServer: ProbeServer = async (origin, signal) => {
  const response = await fetch(new URL(HEALTH_PATH, origin), { signal, cache: 'no-store' });
  if (!response.ok || !response.headers.get('Content-Type')?.includes('application/json')) {
    return false;
  }
  const body = (await response.json()) as { gameServer?: unknown };
  return body.gameServer === true;
};

/** How long the lobby waits for a game server before it says there is none. */
export const CONNECT_TIMEOUT_MS = 4_000;

export function createOnlineService(
  loadClient: () => Promise<ConnectLobby>,
  origin: string,
  { timeoutMs = CONNECT_TIMEOUT_MS, probe = probeGameServer } = {},
): OnlineService {
  let snapshot: OnlineSnapshot = {
    mode: 'idle',
    offlineReason: null,
    rooms: [],
    roomCounts: {},
    held: null,
  };
  let connecting: Promise<OnlineLobby | null> | null = null;
  let lobby: OnlineLobby | null = null;
  let watchers = 0;
  /** Whether the current lobby's list is open (watched). */
  let listOpen = false;
  let filter: SportFilter = 'all';
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (change: Partial<OnlineSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of [...listeners]) listener();
  };

  const attempt = async (): Promise<OnlineLobby | null> => {
    set({ mode: 'connecting', offlineReason: null });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const abort = new AbortController();
    let serverAnswered = false;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          abort.abort();
          reject(new Error('timeout'));
        }, timeoutMs);
      });
      if (!(await Promise.race([probe(origin, abort.signal), timeout]))) throw new Error('none');
      serverAnswered = true;
      const connect = await Promise.race([loadClient(), timeout]);
      const next = await Promise.race([connect(origin), timeout]);
      lobby?.close();
      lobby = next;
      listOpen = false;
      next.setFilter(filter);
      next.subscribe(() => set({ rooms: next.rooms(), roomCounts: next.counts() }));
      // The list's server went away: another process of a cluster may serve the lobby now, so try once
      // more; if no server answers, say so and simulate the rooms in this tab from then on.
      next.onClosed(reconnect);
      // A lobby screen is waiting for the list: it must open (a page may not reach the server's sockets).
      if (watchers > 0) {
        await Promise.race([next.watch(), timeout]);
        listOpen = true;
      }
      set({ mode: 'online', rooms: next.rooms(), roomCounts: next.counts() });
      syncWatch();
      return next;
    } catch (error) {
      const busy = (error as { code?: unknown } | null)?.code === 429;
      const offlineReason = !serverAnswered ? 'no-server' : busy ? 'busy' : 'no-connection';
      set({ mode: 'offline', offlineReason, rooms: [] });
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  const reconnect = () => {
    connecting = attempt();
  };

  /** Opens or closes the live list to match whether a screen watches it. */
  function syncWatch() {
    if (snapshot.mode !== 'online' || !lobby || listOpen === watchers > 0) return;
    listOpen = watchers > 0;
    if (listOpen) lobby.watch().catch(reconnect);
    else lobby.unwatch();
  }

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    connect() {
      connecting ??= attempt();
      return connecting;
    },
    retry() {
      if (snapshot.mode !== 'offline' || !connecting) return this.connect();
      connecting = attempt();
      return connecting;
    },
    hold(room) {
      if (snapshot.held !== room) set({ held: room });
    },
    watchRooms() {
      watchers += 1;
      clearTimeout(releaseTimer);
      if (snapshot.mode === 'idle') void this.connect();
      else syncWatch();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        watchers -= 1;
        // Deferred: a screen that unmounts and mounts again at once (React's strict mode) keeps the list.
        if (watchers === 0) releaseTimer = setTimeout(syncWatch, 0);
      };
    },
    filterRooms(next) {
      filter = next;
      lobby?.setFilter(next);
    },
  };
}

/** A service with no server behind it (tests, and pages that must not touch the network). */
export function createOfflineService(): OnlineService {
  return createOnlineService(() => Promise.reject(new Error('offline')), '', {
    timeoutMs: 0,
    probe: async () => false,
  });
}
