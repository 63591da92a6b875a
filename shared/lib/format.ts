/**
 * 1234567 -> '1,234,567' (en-US grouping, fixed so tests and visitors see the same). Written out rather than
 * toLocaleString: the first Intl call loads the locale's data, a ~30 ms task on a phone.
 */
export function formatThousands(value: number): string {
  const rounded = Math.round(value);
  const grouped = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${grouped}` : grouped;
}

/**
 * `value` with `digits` decimals, as toFixed, except that a value that rounds to zero reads '0.0', never
 * '-0.0' (toFixed keeps the sign of -0.04 and of -0).
 */
export function formatFixed(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return Number(text) === 0 ? (0).toFixed(digits) : text;
}

/** As formatFixed, with a '+' before a value above zero: '+1.2', '-0.7', '0.0'. */
export function formatSigned(value: number, digits: number): string {
  const text = formatFixed(value, digits);
  return Number(text) > 0 ? `+${text}` : text;
}

/** Seconds as 'm:ss', a part second counted as a whole one (a clock counting down shows 1:00 until 59 s). */
export function formatClock(totalSeconds: number): string {
  const safe = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
