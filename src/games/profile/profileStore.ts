// The profile as a tiny external store: read by the banner, written when a game ends.
import { useSyncExternalStore } from 'react';
import type { Profile } from './profile';
import { browserStorage, loadProfile, saveProfile, type ProfileStorage } from './profileStorage';

export interface ProfileStore {
  get(): Profile;
  set(profile: Profile): void;
  subscribe(listener: () => void): () => void;
}

export function createProfileStore(storage: ProfileStorage | null): ProfileStore {
  let current: Profile | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => (current ??= loadProfile(storage)),
    set(profile) {
      current = profile;
      // A refused write keeps the profile for this visit only.
      saveProfile(storage, profile);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let siteStore: ProfileStore | undefined;

export function getProfileStore(): ProfileStore {
  siteStore ??= createProfileStore(browserStorage());
  return siteStore;
}

export function useProfile(store: ProfileStore = getProfileStore()): Profile {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
