import { useSyncExternalStore } from 'react';
import type { OnlineRoom } from '../online/onlineTypes';

const none = { subscribe: () => () => {}, version: () => -1 };

/** Re-renders whenever the online room changes (members, status, rounds, results); returns its version. */
export function useOnlineRoom(room: OnlineRoom | null | undefined): number {
  const source = room ?? none;
  return useSyncExternalStore(
    (listener) => source.subscribe(listener),
    () => source.version(),
    () => source.version(),
  );
}
