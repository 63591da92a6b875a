// Which stored runs GET /api/replays/:id gives out, decided here once: every 'Watch replay' the server offers
// (board rows, My runs) follows the route's own rule, so a change of what can be replayed changes the server only.
import type { RunKind } from '../store/index';

/** The kinds of run whose logs the replay route serves: a room's run is kept in the rooms' own format. */
export const REPLAYABLE_KINDS: ReadonlySet<RunKind> = new Set<RunKind>([
  'practice',
  'daily',
  'ghost',
]);

/**
 * Whether the replay route serves this verified, unvoided run now: a replayable kind, and not withheld (the
 * store withholds a daily challenge's runs until its UTC day is over).
 */
export const isReplayable = (run: { kind: RunKind; replayWithheld: boolean }): boolean =>
  REPLAYABLE_KINDS.has(run.kind) && !run.replayWithheld;
