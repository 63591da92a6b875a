import fc from 'fast-check';
import { cleanDisplayName, DISPLAY_NAME_MAX, displayNameProblem, guestName } from './displayName';

describe('display names', () => {
  it('keeps plain text of at most 20 characters', () => {
    expect(cleanDisplayName('  Asha \n  K.  ')).toBe('Asha K.');
    expect(cleanDisplayName('a\u0000b\u200Bc')).toBe('abc');
    expect(cleanDisplayName('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=a');
    expect(cleanDisplayName(42)).toBe('');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const name = cleanDisplayName(text);
        expect([...name].length).toBeLessThanOrEqual(DISPLAY_NAME_MAX);
        expect(name).toBe(name.trim());
      }),
    );
  });

  it('explains what is wrong with a typed name', () => {
    expect(displayNameProblem('Asha')).toBeNull();
    expect(displayNameProblem('   ')).toBe('Enter a name other players will see.');
    expect(displayNameProblem('x'.repeat(21))).toBe('Use at most 20 characters.');
    expect(displayNameProblem(' you ')).toMatch(/pick another name/);
  });

  it('makes a guest name that passes its own check', () => {
    expect(guestName(() => 0)).toBe('Guest 1000');
    expect(displayNameProblem(guestName())).toBeNull();
  });
});
