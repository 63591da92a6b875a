// The human ceiling on repeated presses: no player's presses count faster than 15 a second, for
// everyone alike, humans, scripts and auto-clickers. Enforced inside the rules on game time, so it is
// deterministic, replays exactly and holds offline and on the game server.
//
// The rule is a 'virtual schedule' (GCRA): each accepted press books the next slot one interval later; a
// press may come up to INPUT_TOLERANCE_MS before its slot (one clock step, so a steady 15-a-second hand
// whose presses land on the 10 ms clock grid is never refused), and a press that comes late books from when
// it came. Over any stretch, accepted presses are at most 15 a second plus that one step of slack: a flood
// of presses gains nothing over a steady 15 a second.

/** The fastest a person can press one button, sustained: 15 presses a second. */
export const MAX_PRESSES_PER_SECOND = 15;
export const MIN_PRESS_INTERVAL_MS = 1000 / MAX_PRESSES_PER_SECOND;
/** How early a press may come before its slot (one 10 ms clock step). */
export const INPUT_TOLERANCE_MS = 10;

/**
 * Whether a press at `nowMs` counts, given the seat's next slot `nextPressMs` (0 before its first press):
 * the seat's new next slot, or null when the press comes too soon and is ignored.
 */
export function bookPress(nextPressMs: number, nowMs: number): number | null {
  // The epsilon keeps float sums of 1000 / 15 from refusing a press that lands exactly on its slot.
  if (nowMs < nextPressMs - INPUT_TOLERANCE_MS - 1e-6) return null;
  return Math.max(nextPressMs, nowMs) + MIN_PRESS_INTERVAL_MS;
}
