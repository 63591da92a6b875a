// Helpers for useGameClock's `sameView`: whether a new state would show exactly as the one on screen.

/**
 * True when two states of the same game differ at most in the fields named (say the time carried over
 * towards the rules' next tick, which no view shows); every other field is compared by identity, so any
 * change of those, or a field added later, renders as usual.
 */
export function differOnlyIn<S extends object>(...fields: readonly (keyof S)[]) {
  const ignored = new Set<PropertyKey>(fields);
  return (a: S, b: S): boolean => {
    for (const key in a) {
      if (!ignored.has(key) && !Object.is(a[key], b[key])) return false;
    }
    return true;
  };
}

/** True when two lists are as long as each other and the items at each place are `same`. */
export function sameEach<T>(
  a: readonly T[],
  b: readonly T[],
  same: (item: T, other: T) => boolean,
): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (!same(a[i] as T, b[i] as T)) return false; // i < both lengths: both items are there
  }
  return true;
}
