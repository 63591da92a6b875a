// A fingerprint of a game state that any JavaScript engine computes the same way and that changes when any
// number in the state changes by as little as one bit: a stable JSON (keys sorted, every number written as the
// 64 bits of its double, so -0, a last-bit difference and NaN all show) hashed by two 32-bit lanes (FNV-1a and
// a murmur-style mix) into 16 hex digits. Only integer arithmetic that the language defines exactly (Math.imul,
// shifts, xor) and no Math function an engine approximates, so it runs in the browser and in Node alike.

const bits = new DataView(new ArrayBuffer(8));

/** The double's bits as 16 hex digits (every NaN the same: engines may keep different NaN payloads). */
function numberBits(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  bits.setFloat64(0, value);
  return (
    bits.getUint32(0).toString(16).padStart(8, '0') +
    bits.getUint32(4).toString(16).padStart(8, '0')
  );
}

/** The stable JSON of `value`: objects' keys in code-unit order, numbers as their bits. */
export function stableJson(value: unknown): string {
  switch (typeof value) {
    case 'number':
      return `#${numberBits(value)}`;
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return 'undefined';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
      if (value instanceof Map) {
        const entries = [...value.entries()].map(([k, v]): [string, unknown] => [stableJson(k), v]);
        return `Map${stableJson(entries.sort(byFirst))}`;
      }
      if (value instanceof Set) return `Set${stableJson([...value].map(stableJson).sort())}`;
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`).join(',')}}`;
    }
    default:
      throw new TypeError(`A game state holds a ${typeof value}: it cannot be fingerprinted.`);
  }
}

const byFirst = (a: [string, unknown], b: [string, unknown]) =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;

/** 16 hex digits from two 32-bit hashes of the text's UTF-16 code units. */
export function hashText(text: string): string {
  let fnv = 0x811c9dc5;
  let mix = 0x9747b28c ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    fnv = Math.imul(fnv ^ unit, 0x01000193);
    mix = Math.imul(mix ^ unit, 0x5bd1e995);
    mix ^= mix >>> 15;
  }
  mix = Math.imul(mix ^ (mix >>> 13), 0x5bd1e995);
  mix ^= mix >>> 15;
  return (fnv >>> 0).toString(16).padStart(8, '0') + (mix >>> 0).toString(16).padStart(8, '0');
}

/** The state's fingerprint: hashText of its stableJson. */
export function stateHash(state: unknown): string {
  return hashText(stableJson(state));
}
