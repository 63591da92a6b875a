// This browser's identity for verified results: a random secret (32 bytes, base64url) kept in localStorage and
// sent only in an Authorization header. It is made at the first verified run, never on a visit, so a crawler
// leaves nothing behind. Saved data that is not a secret is kept aside (never overwritten) and reported.
import { browserStorage, type ProfileStorage } from '../profile/profileStorage';

export const IDENTITY_STORAGE_KEY = 'csg:identity:v1';
export const UNREADABLE_IDENTITY_KEY = 'csg:identity:v1:unreadable';
export const IDENTITY_CORRUPT_MESSAGE =
  'Your saved results identity could not be read, so this browser cannot use it. It is left as it was: ‘Delete my results’ sets it aside (kept, not erased) and starts again.';

const SECRET_PATTERN = /^[A-Za-z0-9_-]{22,86}$/;
const SECRET_BYTES = 32;

export type IdentityStorage = ProfileStorage & Pick<Storage, 'removeItem'>;

export type SavedIdentity =
  { kind: 'none' } | { kind: 'secret'; secret: string } | { kind: 'corrupt'; message: string };

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function newSecret(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return toBase64Url(random(new Uint8Array(SECRET_BYTES)));
}

export interface Identity {
  /** What is saved, without making anything. */
  peek(): SavedIdentity;
  /** The secret, made and saved now if there is none; null when the saved one is corrupt. */
  ensure(): string | null;
  /** Replaces the secret (a code redeemed on this device takes a fresh one). */
  replace(secret: string): void;
  /** Forgets the secret ('Delete my results', or a corrupt one the player chose to drop). */
  forget(): void;
}

export function createIdentity(
  storage: IdentityStorage | null = browserStorage() as IdentityStorage | null,
  makeSecret: () => string = newSecret,
): Identity {
  /** Where storage refuses (private mode, blocked), the secret lives as long as the tab. */
  let memory: string | null = null;
  const read = (): string | null => {
    try {
      return storage ? storage.getItem(IDENTITY_STORAGE_KEY) : memory;
    } catch {
      return memory;
    }
  };
  const write = (secret: string) => {
    memory = secret;
    try {
      storage?.setItem(IDENTITY_STORAGE_KEY, secret);
    } catch {
      // Kept in memory for this tab.
    }
  };
  const peek = (): SavedIdentity => {
    const text = read() ?? memory;
    if (text === null) return { kind: 'none' };
    return SECRET_PATTERN.test(text)
      ? { kind: 'secret', secret: text }
      : { kind: 'corrupt', message: IDENTITY_CORRUPT_MESSAGE };
  };
  return {
    peek,
    ensure() {
      const saved = peek();
      if (saved.kind === 'secret') return saved.secret;
      if (saved.kind === 'corrupt') return null;
      const secret = makeSecret();
      write(secret);
      return secret;
    },
    replace: write,
    forget() {
      const saved = peek();
      memory = null;
      try {
        // Unreadable data is kept aside, never destroyed.
        const text = storage?.getItem(IDENTITY_STORAGE_KEY);
        if (saved.kind === 'corrupt' && text) storage?.setItem(UNREADABLE_IDENTITY_KEY, text);
        storage?.removeItem(IDENTITY_STORAGE_KEY);
      } catch {
        // Nothing saved to remove.
      }
    },
  };
}
