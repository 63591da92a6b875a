// Small checks for the rules' isInput guards: an input may come from a keyboard handler today and from a
// network message tomorrow, so every field is checked, never trusted.

/** A plain object whose `type` is one of `types`. */
export function hasInputType<T extends string>(
  value: unknown,
  types: readonly T[],
): value is { type: T } & Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const type: unknown = (value as { type?: unknown }).type;
  return typeof type === 'string' && (types as readonly string[]).includes(type);
}

/** A finite number (not NaN, not ±Infinity), optionally within [min, max]. */
export function isFiniteIn(value: unknown, min = -Infinity, max = Infinity): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}
