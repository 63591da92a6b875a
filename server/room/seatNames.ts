// The name a member sits under in a room: never one that passes for another seat. 'You', 'Host' and 'AI' (any
// case) label seats on the players' screens, so such a name becomes 'Player'; a name already in the room (a
// human's or an AI's, any case) gets a number: 'Asha', 'Asha 2', 'Asha 3'.
import { cutToLength, DISPLAY_NAME_MAX } from '../../shared/names/displayName';
import { DEFAULT_PLAYER_NAME } from './roomOptions';
import { isReservedName } from '../../shared/names/displayName';

const fold = (name: string) => name.normalize('NFC').toLowerCase();

export function seatName(wanted: string, taken: readonly string[]): string {
  const base = isReservedName(wanted) || !wanted ? DEFAULT_PLAYER_NAME : wanted;
  const used = new Set(taken.map(fold));
  if (!used.has(fold(base))) return base;
  for (let n = 2; ; n += 1) {
    const suffix = ` ${n}`;
    const candidate = `${cutToLength(base, DISPLAY_NAME_MAX - suffix.length).trim()}${suffix}`;
    if (!used.has(fold(candidate))) return candidate;
  }
}
