/**
 * 1234567 -> '1,234,567' (en-US grouping, fixed so tests and visitors see the same). Written out rather than
 * toLocaleString: the first Intl call loads the locale's data, a ~30 ms task on a phone.
 */
export function formatThousands(value: number): string {
  const rounded = Math.round(value);
  const grouped = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** Seconds as 'm:ss' (or 's.s' below a minute when tenths is set). */
export function formatClock(totalSeconds: number): string {
  const safe = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
