import { defaultProfile, type Profile } from './profile';
import { browserStorage, loadProfile, PROFILE_STORAGE_KEY, saveProfile } from './profileStorage';
import { createProfileStore } from './profileStore';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const played: Profile = {
  player: {
    ...defaultProfile().player,
    gamesPlayed: 3,
    wins: 1,
    medals: { gold: 1, silver: 1, bronze: 0 },
  },
  personalBests: { 'swimming@90': 900 },
  displayName: 'Asha',
  soundMuted: true,
  gamesRecords: { 'swimming@90': { score: 1200, holder: 'Ava' } },
};

describe('profile storage', () => {
  it('round-trips a profile under the versioned key', () => {
    const storage = memoryStorage();
    expect(saveProfile(storage, played)).toBe(true);
    expect(PROFILE_STORAGE_KEY).toBe('csg:profile:v1');
    expect(storage.data.has('csg:profile:v1')).toBe(true);
    expect(loadProfile(storage)).toEqual(played);
  });

  it('falls back to defaults for missing, corrupt or foreign data', () => {
    expect(loadProfile(memoryStorage())).toEqual(defaultProfile());
    expect(loadProfile(memoryStorage({ [PROFILE_STORAGE_KEY]: '{not json' }))).toEqual(
      defaultProfile(),
    );
    expect(loadProfile(memoryStorage({ [PROFILE_STORAGE_KEY]: '"a string"' }))).toEqual(
      defaultProfile(),
    );
    expect(loadProfile(memoryStorage({ [PROFILE_STORAGE_KEY]: '{"rooms":[1,2]}' }))).toEqual(
      defaultProfile(),
    );
  });

  it('keeps the good parts of a damaged profile', () => {
    const storage = memoryStorage({
      [PROFILE_STORAGE_KEY]: JSON.stringify({
        player: { gamesPlayed: 4, level: 'max' },
        personalBests: 7,
      }),
    });
    const profile = loadProfile(storage);
    expect(profile.player.gamesPlayed).toBe(4);
    expect(profile.player.level).toBe(1);
    expect(profile.personalBests).toEqual({});
  });

  it('survives storage that throws on read or write', () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(loadProfile(broken)).toEqual(defaultProfile());
    expect(saveProfile(broken, played)).toBe(false);
    expect(loadProfile(null)).toEqual(defaultProfile());
    expect(saveProfile(null, played)).toBe(false);
  });

  it('returns null when window.localStorage itself throws', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(browserStorage()).toBeNull();
    spy.mockRestore();
    expect(browserStorage()).toBe(window.localStorage);
  });
});

describe('the sound setting in the saved profile', () => {
  const saved = (value: unknown) => memoryStorage({ [PROFILE_STORAGE_KEY]: JSON.stringify(value) });

  it('is on by default and for a profile saved before it existed', () => {
    expect(defaultProfile().soundMuted).toBe(false);
    expect(loadProfile(saved({ player: { gamesPlayed: 2 }, displayName: 'Asha' })).soundMuted).toBe(
      false,
    );
  });

  it('keeps a saved mute across a new store (a reload)', () => {
    const storage = memoryStorage();
    const store = createProfileStore(storage);
    store.set({ ...store.get(), soundMuted: true });
    expect(createProfileStore(storage).get().soundMuted).toBe(true);
  });

  it('reads anything but a saved true as sound on, keeping the rest of the profile', () => {
    for (const soundMuted of ['true', 1, null, {}, [true], 'yes']) {
      const profile = loadProfile(saved({ player: { gamesPlayed: 5 }, soundMuted }));
      expect(profile.soundMuted).toBe(false);
      expect(profile.player.gamesPlayed).toBe(5);
    }
    expect(
      loadProfile(memoryStorage({ [PROFILE_STORAGE_KEY]: '{"soundMuted":tru' })).soundMuted,
    ).toBe(false);
  });
});

describe('profile store', () => {
  it('loads lazily, notifies, and keeps working in memory when writes fail', () => {
    const storage = {
      getItem: vi.fn(() => null),
      setItem: vi.fn(() => {
        throw new DOMException('full', 'QuotaExceededError');
      }),
    };
    const store = createProfileStore(storage);
    expect(storage.getItem).not.toHaveBeenCalled();
    expect(store.get()).toEqual(defaultProfile());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(played);
    expect(storage.setItem).toHaveBeenCalled();
    expect(store.get()).toBe(played);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(defaultProfile());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads a saved profile back in a new store (a later visit)', () => {
    const storage = memoryStorage();
    createProfileStore(storage).set(played);
    expect(createProfileStore(storage).get()).toEqual(played);
  });
});
