import type { RandomBytes } from '../../../shared/rooms/inviteCode';

/** The browser's crypto random bytes, for invite codes made on this device. */
export const cryptoRandomBytes: RandomBytes = (length) =>
  crypto.getRandomValues(new Uint8Array(length));
