// A game's row of the frames table from several plays of it: each figure is the median of the plays' figures
// (the table reads like Lighthouse's median of runs), and the plays' own figures are kept beside it, so the
// printout shows how far apart they were. On this shared 2-core machine one play's p95 or INP moves with
// whatever else runs in that minute (see docs/performance.md, "How steady").

/** The figures a row takes the median of; the others are the plays' together (see medianRow). */
const MEDIAN_FIGURES = [
  'frames',
  'rafMedianMs',
  'rafP95Ms',
  'scriptMedianMs',
  'scriptP95Ms',
  'dropped',
  'longFrames',
  'longestFrameMs',
  'seekLongFrames',
  'seekLongestFrameMs',
  'interactions',
  'inpMs',
];

/**
 * The middle value; of an even count, the higher of the two middle ones (the figures are costs: this never
 * reads better than the plays). `null` (an INP under Event Timing's 16 ms threshold) counts as the lowest.
 * Not report.mjs's `median`, which skips missing values (a metric a Lighthouse run lacks): here null is one.
 */
export function costMedian(values) {
  const sorted = [...values].sort((a, b) => (a ?? -Infinity) - (b ?? -Infinity));
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * One row from the plays' rows (at least one): the median of each figure, whether the game was still
 * running at the end of every play, every play's long frames (numbered by play when there are several) and
 * `plays`, each play's own figures.
 */
export function medianRow(plays) {
  if (plays.length === 0) throw new Error('medianRow needs at least one play');
  const [first] = plays;
  const row = { game: first.game };
  for (const figure of MEDIAN_FIGURES) {
    if (figure in first) row[figure] = costMedian(plays.map((play) => play[figure]));
  }
  row.stillPlaying = plays.every((play) => play.stillPlaying);
  row.longFrameDetails = plays.flatMap((play, index) =>
    (play.longFrameDetails ?? []).map((line) =>
      plays.length > 1 ? `(play ${index + 1}) ${line}` : line,
    ),
  );
  row.plays = plays.map((play) => {
    const figures = { ...play };
    delete figures.game;
    delete figures.longFrameDetails;
    return figures;
  });
  return row;
}

const ms = (value, digits) => (value === null ? '<16' : value.toFixed(digits));

/** The plays' own figures on one line: 'rAF p95 1.68 / 2.05 / 1.71 ms · long frames 0 / 1 / 0 · INP …'. */
export function playsLine(row) {
  const each = (pick) => row.plays.map(pick).join(' / ');
  const parts = [
    `rAF p95 ${each((p) => ms(p.rafP95Ms, 2))} ms`,
    `long frames ${each((p) => String(p.longFrames))}`,
    `INP ${each((p) => ms(p.inpMs, 0))} ms`,
  ];
  if (row.seekLongFrames !== undefined) {
    parts.push(`seek's long frames ${each((p) => String(p.seekLongFrames))}`);
  }
  return parts.join(' · ');
}

/** How many of a row's plays were over `limit` by `pick` (null counts as under). */
export const playsOver = (row, pick, limit) =>
  row.plays.filter((play) => (pick(play) ?? 0) > limit).length;

/** How many plays each row's figures are the medians of (1 for summaries written before there were several). */
export const playsCount = (rows) => rows[0]?.plays?.length ?? 1;
