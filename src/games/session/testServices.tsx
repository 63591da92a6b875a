// Test helpers: the games area with its own rooms, profile and session, inside a memory router.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { createProfileStore } from '../profile/profileStore';
import { createMemoryRooms, type MemoryRooms } from '../rooms/memoryRoomService';
import type { Room } from '../../../shared/rooms/types';
import { createRoomsService, GamesServicesProvider, type GamesServices } from './gamesServices';
import { initialSession } from './sessionState';
import { createStore } from './store';
import { createOfflineService, type OnlineService } from '../online/onlineService';
import { createRecordsService } from '../records/recordsService';
import type { RecordsService } from '../records/recordsServiceTypes';
import { createResultsClient } from '../records/resultsClient';
import { createIdentity } from '../records/identity';

/** Verified results with no game server (known at once): every run starts unverified, without a wait. */
export function createOfflineRecords(): RecordsService {
  return createRecordsService(
    createResultsClient('http://localhost', () => Promise.reject(new Error('offline'))),
    createIdentity(null),
    { probe: () => Promise.resolve(false), origin: 'http://localhost', knownOffline: true },
  );
}

export function createTestServices(
  rooms: readonly Room[] = [],
  online: OnlineService = createOfflineService(),
  records: RecordsService = createOfflineRecords(),
): GamesServices & { memoryRooms: MemoryRooms } {
  let seed = 100;
  const memoryRooms = createMemoryRooms(rooms);
  const profile = createProfileStore(null);
  return {
    memoryRooms,
    rooms: createRoomsService(memoryRooms, profile, online),
    profile,
    session: createStore(initialSession),
    online,
    newSeed: () => ++seed,
    records,
  };
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function renderWithGames(
  ui: ReactNode,
  {
    services = createTestServices(),
    url = '/games',
  }: { services?: GamesServices; url?: string } = {},
) {
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <GamesServicesProvider services={services}>
        {ui}
        <LocationProbe />
      </GamesServicesProvider>
    </MemoryRouter>,
  );
  return { ...result, services };
}
