// Board periods in UTC: a day is 'YYYY-MM-DD'; a week runs from Monday 00:00 UTC and is named by its Monday.
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export type Day = string;

/** The UTC day of a moment. */
export function utcDay(ms: number): Day {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Midnight UTC at the start of `day`, or NaN when `day` is not a real 'YYYY-MM-DD' date. */
export function dayStartMs(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) return Number.NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return utcDay(ms) === day ? ms : Number.NaN;
}

export function isDay(value: unknown): value is Day {
  return typeof value === 'string' && !Number.isNaN(dayStartMs(value));
}

/** The Monday that starts the UTC week holding `ms`. */
export function weekOf(ms: number): Day {
  const dayStart = Math.floor(ms / DAY_MS) * DAY_MS;
  const weekday = (new Date(dayStart).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return utcDay(dayStart - weekday * DAY_MS);
}
