// The schedule's time grid: events start on quarter hours within the next 336 hours (SPEC §9). Kept apart
// from the generators so Home can place its events on the grid without loading them.

/** Every event starts within this many hours from now (SPEC §9). */
export const SCHEDULE_WINDOW_HOURS = 336;
/** Start times fall on quarter hours. */
export const START_SLOT_MINUTES = 15;
export const SLOT_MS = START_SLOT_MINUTES * 60_000;
/**
 * Slots from the first quarter hour at or after now. The last one, firstSlot + 1343 × 15 min, is always
 * before now + 336 h, and the count does not depend on now, so the same seed draws the same slots.
 */
export const SLOTS_IN_WINDOW = (SCHEDULE_WINDOW_HOURS * 60) / START_SLOT_MINUTES;

/** The first quarter hour at or after nowMs. */
export function firstSlotMs(nowMs: number): number {
  return Math.ceil(nowMs / SLOT_MS) * SLOT_MS;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as local 'YYYY-MM-DD' and 'HH:MM'. */
export function localDateAndTime(at: Date): { date: string; time: string } {
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}
