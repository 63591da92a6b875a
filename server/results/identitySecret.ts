// The identity a browser holds: a random secret it made, sent only as `Authorization: Bearer <base64url>`, never
// in a URL or a body, and never logged. The server keeps only its SHA-256 (the store hashes it). Limits count
// an identity by a short digest of that hash, so no secret ever reaches Redis or a log either.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const SECRET_MIN_BYTES = 16;
export const SECRET_MAX_BYTES = 64;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export type SecretOutcome =
  { kind: 'none' } | { kind: 'bad' } | { kind: 'secret'; secret: Buffer; key: string };

export const BAD_SECRET =
  "The Authorization header must be 'Bearer ' and this browser's identity secret: 16 to 64 random bytes in base64url.";
export const NEEDS_SECRET =
  "This needs the browser's identity secret in an 'Authorization: Bearer …' header.";

/** Decodes a secret from base64url text, or null when it is not 16 to 64 bytes of it. */
export function decodeSecret(text: unknown): Buffer | null {
  if (typeof text !== 'string' || text.length > 90 || !BASE64URL.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  // Reject texts that do not round-trip (stray bits in the last character).
  if (bytes.toString('base64url') !== text) return null;
  return bytes.length >= SECRET_MIN_BYTES && bytes.length <= SECRET_MAX_BYTES ? bytes : null;
}

/** A key for the identity's rate limits: not the secret, and not the hash the store keeps either. */
export function identityKey(secret: Uint8Array): string {
  const stored = createHash('sha256').update(secret).digest();
  return createHash('sha256').update('limits:').update(stored).digest('base64url').slice(0, 22);
}

export function secretFromRequest(req: IncomingMessage): SecretOutcome {
  const header = req.headers.authorization;
  if (header === undefined) return { kind: 'none' };
  const match = /^Bearer ([^\s]+)$/.exec(header.trim());
  const secret = match ? decodeSecret(match[1]) : null;
  return secret ? { kind: 'secret', secret, key: identityKey(secret) } : { kind: 'bad' };
}
