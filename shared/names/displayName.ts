// The name other players see in a room. On your own screen you are always 'You' (SPEC §3); others
// see this. Plain text: it is rendered as text everywhere, and the game server cleans it the same way.
export const DISPLAY_NAME_MAX = 20;

/**
 * Characters that show nothing (or turn the text around) and so let a name pass for another or hide inside
 * one: control, format (zero-width, bidi marks and overrides, the BOM…), private-use and unassigned code
 * points, lone surrogate halves, and the blank letters (Hangul fillers, braille blank, the combining grapheme
 * joiner, Khmer's silent vowels, Mongolian variation selectors). A zero-width joiner is kept between emoji,
 * where it is part of one (👩‍💻).
 */
const INVISIBLE = new RegExp(
  [
    '(?<!\\p{Extended_Pictographic}|\\p{Emoji_Modifier}|\\uFE0F)\\u200D',
    '\\u200D(?!\\p{Extended_Pictographic})',
    '(?!\\u200D)[\\p{Cc}\\p{Cf}\\p{Co}\\p{Cn}\\p{Cs}]',
    '\\u034F|\\u115F|\\u1160|\\u17B4|\\u17B5|[\\u180B-\\u180F]|\\u2800|\\u3164|\\uFFA0',
  ].join('|'),
  'gu',
);

const COMBINING = /^[\p{M}\p{Emoji_Modifier}\u200D]$/u;
const REGIONAL_INDICATOR = /^\p{Regional_Indicator}$/u;

/**
 * The first `max` code points of `text`, cut where a character ends: never inside a surrogate pair, never
 * between a letter and its accents, an emoji and its skin tone or joined emoji, nor between the two halves of
 * a flag. A single character longer than `max` is cut at `max` code points.
 */
export function cutToLength(text: string, max: number): string {
  const points = [...text];
  if (points.length <= max) return text;
  let end = max;
  const joins = (i: number) => {
    const before = points[i - 1]!;
    const after = points[i]!;
    if (COMBINING.test(after) || before === '\u200D') return true;
    if (!REGIONAL_INDICATOR.test(before) || !REGIONAL_INDICATOR.test(after)) return false;
    // Regional indicators pair up from the start of their run: cut between pairs only.
    let run = 0;
    for (let j = i - 1; j >= 0 && REGIONAL_INDICATOR.test(points[j]!); j -= 1) run += 1;
    return run % 2 === 1;
  };
  while (end > 0 && joins(end)) end -= 1;
  return points.slice(0, end > 0 ? end : max).join('');
}

/** At most `max` characters of plain text: nothing invisible (above), NFC, whitespace collapsed. */
export function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const cleaned = value
    .slice(0, max * 4)
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return cutToLength(cleaned, max).trim();
}

export const cleanDisplayName = (value: unknown) => cleanText(value, DISPLAY_NAME_MAX);

/** Why a typed name cannot be used, or null when it can. */
export function displayNameProblem(typed: string): string | null {
  const name = cleanText(typed, DISPLAY_NAME_MAX + 1);
  if (!name) return 'Enter a name other players will see.';
  if ([...name].length > DISPLAY_NAME_MAX) return `Use at most ${DISPLAY_NAME_MAX} characters.`;
  const lower = name.toLowerCase();
  if (lower === 'you') return 'Every player sees themselves as “You”: pick another name.';
  if (lower === 'host' || lower === 'ai')
    return `“${name}” labels a seat in rooms: pick another name.`;
  return null;
}

/** A name for a player who has not chosen one: 'Guest 4821'. */
export function guestName(random: () => number): string {
  return `Guest ${1000 + Math.floor(random() * 9000)}`;
}

/** Names that label seats on the players' screens: each device's own 'You', the room's 'Host', an 'AI'. */
const RESERVED_NAMES = new Set(['you', 'host', 'ai']);
export const isReservedName = (name: string) => RESERVED_NAMES.has(name.toLowerCase());
