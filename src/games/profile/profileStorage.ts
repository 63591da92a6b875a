// Keeps the profile in localStorage. Any fault (no storage, private mode, quota, corrupt data) degrades to
// an in-memory profile; it never breaks the page.
import { defaultProfile, validateProfile, type Profile } from './profile';

/** The version is in the key: a future shape gets a new key and never misreads this one. */
export const PROFILE_STORAGE_KEY = 'csg:profile:v1';

export type ProfileStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** window.localStorage, or null where reading it throws (blocked cookies, sandboxed frames). */
export function browserStorage(): ProfileStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadProfile(storage: ProfileStorage | null): Profile {
  if (!storage) return defaultProfile();
  try {
    const text = storage.getItem(PROFILE_STORAGE_KEY);
    if (text === null) return defaultProfile();
    return validateProfile(JSON.parse(text));
  } catch {
    return defaultProfile();
  }
}

/** True when the profile was written; false when storage refused (the caller keeps it in memory). */
export function saveProfile(storage: ProfileStorage | null, profile: Profile): boolean {
  if (!storage) return false;
  try {
    storage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
    return true;
  } catch {
    return false;
  }
}
