// Whether this tab reaches a game server, and the room it holds there. The colyseus.js client is fetched
// on the first connect (the Multiplayer tab), never on the first page load or in single player. With no
// server (a static host, offline) the lobby falls back to rooms simulated in this tab (issue 12).
import type { ListedRoom, OnlineLobby, OnlineRoom } from './onlineTypes';

export type OnlineMode = 'idle' | 'connecting' | 'online' | 'offline';

export interface OnlineSnapshot {
  mode: OnlineMode;
  /** Public rooms on the server, live. */
  rooms: readonly ListedRoom[];
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
}

export type ConnectLobby = (origin: string) => Promise<OnlineLobby>;

/** How long the lobby waits for a game server before it says there is none. */
export const CONNECT_TIMEOUT_MS = 4_000;

export function createOnlineService(
  loadClient: () => Promise<ConnectLobby>,
  origin: string,
  timeoutMs = CONNECT_TIMEOUT_MS,
): OnlineService {
  let snapshot: OnlineSnapshot = { mode: 'idle', rooms: [], held: null };
  let connecting: Promise<OnlineLobby | null> | null = null;
  const listeners = new Set<() => void>();
  const set = (change: Partial<OnlineSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of [...listeners]) listener();
  };

  const attempt = async (): Promise<OnlineLobby | null> => {
    set({ mode: 'connecting' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      });
      const connect = await Promise.race([loadClient(), timeout]);
      const lobby = await Promise.race([connect(origin), timeout]);
      lobby.subscribe(() => set({ rooms: lobby.rooms() }));
      set({ mode: 'online', rooms: lobby.rooms() });
      return lobby;
    } catch {
      set({ mode: 'offline', rooms: [] });
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

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
      if (snapshot.mode !== 'offline') return this.connect();
      connecting = attempt();
      return connecting;
    },
    hold(room) {
      if (snapshot.held !== room) set({ held: room });
    },
  };
}

/** A service with no server behind it (tests, and pages that must not touch the network). */
export function createOfflineService(): OnlineService {
  return createOnlineService(() => Promise.reject(new Error('offline')), '', 0);
}
