// The name other players see in a room (issue 12). On your own screen you are always 'You' (SPEC §3); others
// see this. Plain text: it is rendered as text everywhere, and the game server cleans it the same way.
export const DISPLAY_NAME_MAX = 20;

/** At most `max` characters of plain text: no control or formatting characters, whitespace collapsed. */
export function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const cleaned = value
    .slice(0, max * 4)
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return [...cleaned].slice(0, max).join('').trim();
}

export const cleanDisplayName = (value: unknown) => cleanText(value, DISPLAY_NAME_MAX);

/** Why a typed name cannot be used, or null when it can. */
export function displayNameProblem(typed: string): string | null {
  const name = cleanText(typed, DISPLAY_NAME_MAX + 1);
  if (!name) return 'Enter a name other players will see.';
  if ([...name].length > DISPLAY_NAME_MAX) return `Use at most ${DISPLAY_NAME_MAX} characters.`;
  if (name.toLowerCase() === 'you')
    return 'Every player sees themselves as “You”: pick another name.';
  return null;
}

/** A name for a player who has not chosen one: 'Guest 4821'. */
export function guestName(random: () => number = Math.random): string {
  return `Guest ${1000 + Math.floor(random() * 9000)}`;
}
