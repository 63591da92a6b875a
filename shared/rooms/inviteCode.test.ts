import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import {
  generateInviteCode,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  isInviteCode,
  normalizeInviteCode,
} from './inviteCode';

describe('invite codes', () => {
  it('uses 32 symbols without the look-alikes 0, O, 1 and I', () => {
    expect(INVITE_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(INVITE_CODE_ALPHABET).size).toBe(32);
    for (const lookAlike of ['0', 'O', '1', 'I'])
      expect(INVITE_CODE_ALPHABET).not.toContain(lookAlike);
    expect(INVITE_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
  });

  it('makes 6 uppercase alphanumerics from the platform’s random bytes', () => {
    const code = generateInviteCode(new Set(), (length) => randomBytes(length));
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(isInviteCode(code)).toBe(true);
  });

  it('maps any random bytes to a well-formed code', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: INVITE_CODE_LENGTH, maxLength: INVITE_CODE_LENGTH }),
        (bytes) => {
          const code = generateInviteCode(new Set(), () => bytes);
          expect(isInviteCode(code)).toBe(true);
          expect(code).not.toMatch(/[01IO]/);
        },
      ),
    );
  });

  it('draws again when a code is already taken', () => {
    const draws = [new Uint8Array(6).fill(0), new Uint8Array(6).fill(0), new Uint8Array(6).fill(1)];
    const code = generateInviteCode(new Set(['AAAAAA']), () => draws.shift() as Uint8Array);
    expect(code).toBe('BBBBBB');
  });

  it('gives up rather than loop forever when every draw is taken', () => {
    expect(() => generateInviteCode(new Set(['AAAAAA']), () => new Uint8Array(6))).toThrow();
  });

  it('normalises typed codes: trimmed and uppercased', () => {
    expect(normalizeInviteCode('  abc234 \n')).toBe('ABC234');
    expect(normalizeInviteCode('   ')).toBe('');
    expect(isInviteCode('ABC23O')).toBe(false);
    expect(isInviteCode('ABC2345')).toBe(false);
  });
});
