// The name and country a browser sends with a run: the name as the site cleans a display name (and never one
// that labels a seat), the country only when the player chose one (an assigned ISO 3166 code, or null for none).
import { randomInt } from 'node:crypto';
import { cleanDisplayName, DISPLAY_NAME_MAX, guestName } from '../../shared/names/displayName';
import { isReservedName } from '../../shared/names/displayName';
import { isCountryCode } from '../../shared/names/countryCodes';
import { BadRequest } from './runSettings';

/** The name sent, cleaned; undefined when none was sent. */
export function parseName(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const name = cleanDisplayName(value);
  if (typeof value !== 'string' || !name || isReservedName(name)) {
    throw new BadRequest(
      `name is 1 to ${DISPLAY_NAME_MAX} characters, and not "You", "Host" or "AI".`,
    );
  }
  return name;
}

/** undefined: not sent (keep what the player has); null: no country; else a two-letter code. */
export function parseCountry(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (!isCountryCode(value)) {
    throw new BadRequest('country is a two-letter ISO 3166 code such as "FI", or null.');
  }
  return value;
}

/** A new player who sent no name. */
export const nameForNewPlayer = (name: string | undefined) =>
  name ?? guestName(() => randomInt(9000) / 9000);
