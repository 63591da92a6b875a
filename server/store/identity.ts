// Secrets, codes and ticket ids. The store keeps the SHA-256 of a secret or code, never the thing itself:
// a secret is 32 random bytes made by the browser, so its hash cannot be searched back.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { StoreInputError } from './errors';

export const SECRET_MIN_BYTES = 16;
export const SECRET_MAX_BYTES = 64;
/** How long a transfer code can be redeemed. */
export const TRANSFER_CODE_TTL_MS = 10 * 60_000;
/** No 0/O, 1/I/L: a code is read off one screen and typed into another. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TRANSFER_CODE_LENGTH = 8;

export function sha256(bytes: Uint8Array | string): Buffer {
  return createHash('sha256').update(bytes).digest();
}

export function checkSecret(secret: unknown): Uint8Array {
  if (
    !(secret instanceof Uint8Array) ||
    secret.length < SECRET_MIN_BYTES ||
    secret.length > SECRET_MAX_BYTES
  ) {
    throw new StoreInputError(
      `a secret is ${SECRET_MIN_BYTES} to ${SECRET_MAX_BYTES} random bytes`,
    );
  }
  return secret;
}

export function hashSecret(secret: Uint8Array): Buffer {
  return sha256(checkSecret(secret));
}

/** Compares two hashes in time that does not depend on where they differ. */
export function sameHash(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A fresh 32-byte secret (the browser makes its own; tests and tools use this). */
export function newSecret(): Buffer {
  return randomBytes(32);
}

export function newTicketId(): string {
  return randomBytes(16).toString('base64url');
}

export function newTransferCode(): string {
  let code = '';
  for (let i = 0; i < TRANSFER_CODE_LENGTH; i++) {
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return code;
}

/** A typed code as the store hashes it (upper case, spaces and dashes dropped), or null if it cannot be one. */
export function normalizeTransferCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 32) return null;
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== TRANSFER_CODE_LENGTH) return null;
  for (const char of code) if (!CODE_ALPHABET.includes(char)) return null;
  return code;
}
