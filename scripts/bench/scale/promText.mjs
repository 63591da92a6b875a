// Reading a game-server process's /api/metrics (Prometheus's text format) for the scale bench: the values by
// series, and quantiles of a histogram between two readings.

/** `name{labels} value` lines into a Map of series → number (comments and blank lines skipped). */
export function parseMetrics(text) {
  const values = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

export async function scrape(url) {
  const answer = await fetch(url, { cache: 'no-store' });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return parseMetrics(await answer.text());
}

/** The histogram `name`'s cumulative buckets in a reading: [[upper bound, count]…], ascending, +Inf last. */
export function buckets(values, name) {
  const found = [];
  const prefix = `${name}_bucket{le="`;
  for (const [series, value] of values) {
    if (!series.startsWith(prefix)) continue;
    const le = series.slice(prefix.length, series.indexOf('"', prefix.length));
    found.push([le === '+Inf' ? Infinity : Number(le), value]);
  }
  return found.sort((a, b) => a[0] - b[0]);
}

/** Adds the histograms of several processes' readings (same bounds). */
export function sumBuckets(list) {
  const total = new Map();
  for (const one of list)
    for (const [le, count] of one) total.set(le, (total.get(le) ?? 0) + count);
  return [...total].sort((a, b) => a[0] - b[0]);
}

/** The observations between two readings of one histogram: `after` minus `before`, bucket by bucket. */
export function bucketDelta(before, after) {
  const earlier = new Map(before);
  return after.map(([le, count]) => [le, count - (earlier.get(le) ?? 0)]);
}

/**
 * The q-quantile of a histogram (cumulative buckets), interpolated inside its bucket as Prometheus's
 * histogram_quantile does. Past the last finite bound it answers that bound (the figure is "at least").
 */
export function histogramQuantile(cumulative, q) {
  const total = cumulative.at(-1)?.[1] ?? 0;
  if (total === 0) return 0;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const [le, count] of cumulative) {
    if (count >= rank) {
      if (le === Infinity) return lowerBound;
      const inBucket = count - lowerCount;
      return inBucket === 0
        ? le
        : lowerBound + ((le - lowerBound) * (rank - lowerCount)) / inBucket;
    }
    lowerBound = le;
    lowerCount = count;
  }
  return lowerBound;
}

/** Share of the observations above `bound` (a bucket bound). */
export function shareAbove(cumulative, bound) {
  const total = cumulative.at(-1)?.[1] ?? 0;
  if (total === 0) return 0;
  const within = cumulative.find(([le]) => le >= bound)?.[1] ?? total;
  return (total - within) / total;
}
