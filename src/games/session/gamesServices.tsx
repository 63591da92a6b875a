// Everything the games area talks to, in one context so tests can hand in their own instances.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { getProfileStore, type ProfileStore } from '../profile/profileStore';
import { getSiteMemoryRooms } from '../rooms/siteRooms';
import type { RoomsService } from '../rooms/roomsService';
import { createMemoryRoomService, type MemoryRooms } from '../rooms/memoryRoomService';
import { createServerRoomsService } from '../rooms/serverRoomsService';
import { createSiteRoomsService } from '../rooms/siteRoomsService';
import { humanPlayer, joinOptionsOf } from './visitor';
import { initialSession, type SessionState } from './sessionState';
import {
  createOnlineService,
  probeGameServer,
  type OnlineService,
  type OnlineSnapshot,
} from '../online/onlineService';
import { createRecordsService } from '../records/recordsService';
import type { RecordsService, RecordsSnapshot } from '../records/recordsServiceTypes';
import { createResultsClient } from '../records/resultsClient';
import { createIdentity, type Identity } from '../records/identity';
import { createStore, type Store } from './store';

export interface GamesServices {
  /** Multiplayer rooms: simulated in this tab until a game server answers, then the server's. */
  rooms: RoomsService;
  profile: ProfileStore;
  session: Store<SessionState>;
  /** The game server, when one answers (loaded with the Multiplayer tab). */
  online: OnlineService;
  /** A fresh seed for each play. */
  newSeed(): number;
  /** Verified results: tickets, verdicts, records, the identity (asked only when a practice or board needs it). */
  records: RecordsService;
}

/**
 * The one rooms service of the games area, chosen here once: this tab's rooms until a game server answers,
 * then the server's.
 */
export function createRoomsService(
  memory: MemoryRooms,
  profile: ProfileStore,
  online: OnlineService,
  identity?: Identity,
): RoomsService {
  const savedSecret = () => {
    const saved = identity?.peek();
    return saved?.kind === 'secret' ? saved.secret : null;
  };
  return createSiteRoomsService(
    createMemoryRoomService(memory, () => humanPlayer(profile.get())),
    createServerRoomsService(online, () => joinOptionsOf(profile, savedSecret())),
    online,
  );
}

export const cryptoSeed = () => crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;

let siteSession: Store<SessionState> | undefined;
let siteServices: GamesServices | undefined;

/** Module-level: the session survives leaving /games and coming back within the tab. */
function getSiteServices(): GamesServices {
  siteSession ??= createStore(initialSession);
  if (siteServices) return siteServices;
  const profile = getProfileStore();
  const online = createOnlineService(
    () => import('../online/client/colyseusLobby').then((module) => module.connectLobby),
    window.location.origin,
  );
  const identity = createIdentity();
  siteServices = {
    rooms: createRoomsService(getSiteMemoryRooms(), profile, online, identity),
    profile,
    session: siteSession,
    online,
    newSeed: cryptoSeed,
    records: createRecordsService(createResultsClient(window.location.origin), identity, {
      probe: probeGameServer,
      origin: window.location.origin,
    }),
  };
  return siteServices;
}

const GamesServicesContext = createContext<GamesServices | null>(null);

export function GamesServicesProvider({
  services,
  children,
}: {
  services: GamesServices;
  children: ReactNode;
}) {
  return <GamesServicesContext.Provider value={services}>{children}</GamesServicesContext.Provider>;
}

export function useGamesServices(): GamesServices {
  return useContext(GamesServicesContext) ?? getSiteServices();
}

export function useSessionState(): SessionState {
  const { session } = useGamesServices();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function useOnlineState(): OnlineSnapshot {
  const { online } = useGamesServices();
  return useSyncExternalStore(online.subscribe, online.get, online.get);
}

export function useRecordsState(): RecordsSnapshot {
  const { records } = useGamesServices();
  return useSyncExternalStore(records.subscribe, records.get, records.get);
}
