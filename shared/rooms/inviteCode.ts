// Private-room invite codes: 6 characters that can be read aloud (no 0/O or 1/I look-alikes).

/** 24 letters without I and O, 8 digits without 0 and 1: 32 symbols, so a byte maps without bias. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 6;

/** Random bytes from the platform's crypto (the browser's and the server's differ). */
export type RandomBytes = (length: number) => Uint8Array;

const CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

export function isInviteCode(text: string): boolean {
  return CODE_PATTERN.test(text);
}

/** What a visitor typed, as a code to look up: trimmed and uppercased (SPEC §5, case-insensitive reading). */
export function normalizeInviteCode(input: string): string {
  return input.trim().toUpperCase();
}

export function generateInviteCode(taken: ReadonlySet<string>, randomBytes: RandomBytes): string {
  // 32^6 ≈ 10^9 codes: a clash is rare, and a few retries make one vanishingly unlikely.
  for (let attempt = 0; attempt < 64; attempt++) {
    const bytes = randomBytes(INVITE_CODE_LENGTH);
    let code = '';
    for (const byte of bytes) code += INVITE_CODE_ALPHABET[byte % INVITE_CODE_ALPHABET.length];
    if (!taken.has(code)) return code;
  }
  throw new Error('No free invite code found');
}
