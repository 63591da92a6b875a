import fc from 'fast-check';
import {
  cleanDisplayName,
  cutToLength,
  DISPLAY_NAME_MAX,
  displayNameProblem,
  guestName,
} from './displayName';

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

  it('keeps no lone surrogate half, whatever is cut and whatever is sent', () => {
    expect(cleanDisplayName(`Ben ${'😀'.slice(0, 1)}`)).toBe('Ben');
    expect(cleanDisplayName('Chi\uDE00ra')).toBe('Chira');
    // 80 code units are read at most: a long name of emoji is cut there, inside a pair.
    expect(cleanDisplayName(`a${'😀'.repeat(40)}`)).toBe(`a${'😀'.repeat(19)}`);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (text) => {
        const name = cleanDisplayName(text);
        expect(name).not.toMatch(/\p{Cs}/u);
        expect([...name].length).toBeLessThanOrEqual(DISPLAY_NAME_MAX);
      }),
    );
  });

  it('drops invisible and bidi characters, and writes accents one way (NFC)', () => {
    expect(cleanDisplayName('As\u200Bh\u200Ea\u2060')).toBe('Asha');
    expect(cleanDisplayName('\u202Eahsa\u202C\u2066x\u2069')).toBe('ahsax');
    expect(cleanDisplayName('\uFEFFAsha\u00AD')).toBe('Asha');
    expect(cleanDisplayName('\u3164')).toBe('');
    expect(cleanDisplayName('\u115F\u1160\uFFA0\u2800Asha')).toBe('Asha');
    expect(cleanDisplayName('Ame\u0301lie')).toBe('Amélie');
    expect(cleanDisplayName('Ame\u0301lie')).toBe('Am\u00E9lie');
    // A joiner stays where it joins emoji into one, and goes elsewhere.
    expect(cleanDisplayName('👩\u200D💻 Asha')).toBe('👩\u200D💻 Asha');
    expect(cleanDisplayName('A\u200Dsha')).toBe('Asha');
  });

  it('cuts a long name where a character ends: never inside an emoji, an accent or a flag', () => {
    expect(cutToLength('abc', 20)).toBe('abc');
    expect(cutToLength(`${'a'.repeat(19)}👍🏽`, 20)).toBe('a'.repeat(19));
    expect(cutToLength(`${'a'.repeat(19)}e\u0301`, 20)).toBe('a'.repeat(19));
    expect(cutToLength(`${'a'.repeat(18)}👩\u200D💻`, 20)).toBe('a'.repeat(18));
    expect(cutToLength(`${'a'.repeat(19)}🇬🇧`, 20)).toBe('a'.repeat(19));
    expect(cutToLength(`${'a'.repeat(18)}🇬🇧`, 20)).toBe(`${'a'.repeat(18)}🇬🇧`);
    expect(cutToLength(`${'a'.repeat(17)}🇬🇧🇫🇷`, 20)).toBe(`${'a'.repeat(17)}🇬🇧`);
    // One character longer than the limit is cut at the limit (never a lone half).
    expect(cutToLength(`e${'\u0301'.repeat(30)}`, 20)).toBe(`e${'\u0301'.repeat(19)}`);
  });

  it('explains what is wrong with a typed name', () => {
    expect(displayNameProblem('Asha')).toBeNull();
    expect(displayNameProblem('   ')).toBe('Enter a name other players will see.');
    expect(displayNameProblem('x'.repeat(21))).toBe('Use at most 20 characters.');
    expect(displayNameProblem(' you ')).toMatch(/pick another name/);
    expect(displayNameProblem('Host')).toMatch(/labels a seat/);
    expect(displayNameProblem('AI')).toMatch(/labels a seat/);
  });

  it('makes a guest name that passes its own check', () => {
    expect(guestName(() => 0)).toBe('Guest 1000');
    expect(displayNameProblem(guestName(Math.random))).toBeNull();
  });
});
