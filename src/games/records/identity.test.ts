import {
  createIdentity,
  IDENTITY_STORAGE_KEY,
  newSecret,
  UNREADABLE_IDENTITY_KEY,
  type IdentityStorage,
} from './identity';

function memoryStorage(initial: Record<string, string> = {}): IdentityStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  };
}

describe('the results identity', () => {
  it('makes a 32-byte base64url secret from crypto.getRandomValues', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(secret);
    expect(newSecret((bytes) => bytes.fill(255))).toBe('_'.repeat(42) + '8');
  });

  it('makes nothing until a verified run needs it, then keeps the same secret', () => {
    const storage = memoryStorage();
    const identity = createIdentity(storage);
    expect(identity.peek()).toEqual({ kind: 'none' });
    expect(storage.data).toEqual({});
    const secret = identity.ensure();
    expect(storage.data[IDENTITY_STORAGE_KEY]).toBe(secret);
    expect(createIdentity(storage).ensure()).toBe(secret);
  });

  it('reports corrupt saved data, never overwrites it, and sets it aside when forgotten', () => {
    const storage = memoryStorage({ [IDENTITY_STORAGE_KEY]: '{not a secret' });
    const identity = createIdentity(storage);
    expect(identity.peek()).toMatchObject({ kind: 'corrupt' });
    expect(identity.ensure()).toBeNull();
    expect(storage.data[IDENTITY_STORAGE_KEY]).toBe('{not a secret');
    identity.forget();
    expect(storage.data[UNREADABLE_IDENTITY_KEY]).toBe('{not a secret');
    expect(identity.peek()).toEqual({ kind: 'none' });
  });

  it('keeps the secret for the tab where storage refuses', () => {
    const refusing: IdentityStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    const identity = createIdentity(refusing, () => 'B'.repeat(43));
    expect(identity.ensure()).toBe('B'.repeat(43));
    expect(identity.peek()).toEqual({ kind: 'secret', secret: 'B'.repeat(43) });
    identity.forget();
    expect(identity.peek()).toEqual({ kind: 'none' });
  });
});
