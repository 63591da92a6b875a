/** 1234567 -> '1,234,567' (en-US grouping, fixed so tests and visitors see the same). */
export function formatThousands(value: number): string {
  return Math.round(value).toLocaleString('en-US');
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
