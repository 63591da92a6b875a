// Reading runs back: a player's history, a replay, and whether a log was stored before.
import type { StoreContext } from './context';
import { sha256 } from './identity';
import { utcDay } from './periods';
import type { PlayerRun, Replay } from './types';
import { checkGame, checkId, checkInteger } from './validate';

export const MAX_PLAYER_RUNS = 100;
/** The most result ids one `withheldReplays` call takes (a board's rows and those around a player). */
export const MAX_WITHHELD_IDS = 500;

/**
 * Whether a run's replay (and its ghost) is still withheld: a daily challenge's runs until its UTC day is over,
 * so nobody copies today's leader. The one place the store decides it.
 */
const replayWithheld = (dailyDate: string | null, now: number) =>
  dailyDate !== null && dailyDate >= utcDay(now);

/** The player's latest results, newest first: verified and not voided unless asked for every one. */
export async function playerRuns(
  ctx: StoreContext,
  playerId: number,
  options: { limit?: number; game?: string; all?: boolean } = {},
): Promise<PlayerRun[]> {
  checkId(playerId, 'a player id');
  const limit = checkInteger(options.limit ?? 50, 'a limit', 1, MAX_PLAYER_RUNS);
  let query = ctx.db
    .selectFrom('results')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (options.game) query = query.where('game', '=', checkGame(options.game));
  if (!options.all) query = query.where('verified', '=', 1).where('voided_at', 'is', null);
  const rows = await query.execute();
  const now = ctx.now();
  return rows.map((row) => ({
    resultId: row.id,
    runId: row.run_id,
    game: row.game,
    rulesVersion: row.rules_version,
    variant: row.variant,
    kind: row.kind,
    dailyDate: row.daily_date,
    score: row.score,
    timeMs: row.time_ms,
    createdAt: row.created_at,
    verified: row.verified === 1,
    voided: row.voided_at !== null,
    replayWithheld: replayWithheld(row.daily_date, now),
  }));
}

/** Which of these results' replays are withheld now (runs of a daily challenge whose day is not over). */
export async function withheldReplays(
  ctx: StoreContext,
  resultIds: readonly number[],
): Promise<Set<number>> {
  checkInteger(resultIds.length, 'the number of result ids', 0, MAX_WITHHELD_IDS);
  const ids = [...new Set(resultIds.map((id) => checkId(id, 'a result id')))];
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom('results')
    .select(['id', 'daily_date'])
    .where('id', 'in', ids)
    .where('daily_date', 'is not', null)
    .execute();
  const now = ctx.now();
  return new Set(rows.filter((row) => replayWithheld(row.daily_date, now)).map((row) => row.id));
}

/** Whose result this is (for a report naming a board row), or null when there is no such result. */
export async function ownerOfResult(ctx: StoreContext, resultId: number): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('results')
    .select('player_id')
    .where('id', '=', checkId(resultId, 'a result id'))
    .executeTakeFirst();
  return row ? row.player_id : null;
}

/**
 * A verified, unvoided result with its run, to replay or race. A daily challenge's runs are not given out
 * until its UTC day is over (no copying the leader's inputs).
 */
export async function replayOf(ctx: StoreContext, resultId: number): Promise<Replay | null> {
  const row = await ctx.db
    .selectFrom('results as r')
    .innerJoin('runs as u', 'u.id', 'r.run_id')
    .innerJoin('players as p', 'p.id', 'r.player_id')
    // A ghost race's ghost, named while its result is kept (a player's deletion takes their results).
    .leftJoin('results as g', 'g.id', 'u.ghost_result_id')
    .leftJoin('players as gp', 'gp.id', 'g.player_id')
    .select([
      'r.id',
      'r.run_id',
      'r.player_id',
      'p.name',
      'r.game',
      'r.rules_version',
      'r.variant',
      'r.kind',
      'r.daily_date',
      'r.seat',
      'r.score',
      'r.time_ms',
      'r.created_at',
      'u.settings',
      'u.seed',
      'u.room_id',
      'u.log',
      'g.id as ghost_id',
      'gp.name as ghost_name',
    ])
    .where('r.id', '=', checkId(resultId, 'a result id'))
    .where('r.verified', '=', 1)
    .where('r.voided_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (replayWithheld(row.daily_date, ctx.now())) return null;
  return {
    resultId: row.id,
    runId: row.run_id,
    playerId: row.player_id,
    playerName: row.name,
    game: row.game,
    rulesVersion: row.rules_version,
    variant: row.variant,
    kind: row.kind,
    dailyDate: row.daily_date,
    seat: row.seat,
    score: row.score,
    timeMs: row.time_ms,
    createdAt: row.created_at,
    settings: JSON.parse(row.settings) as unknown,
    seed: row.seed,
    roomId: row.room_id,
    log: row.log,
    ghost:
      row.ghost_id !== null && row.ghost_name !== null
        ? { resultId: row.ghost_id, playerName: row.ghost_name }
        : null,
  };
}

/**
 * The daily challenge's day of a verified, unvoided result whose replay is not given out yet (its UTC day is not
 * over), or null: tells a withheld replay from a missing one.
 */
export async function withheldDailyDate(
  ctx: StoreContext,
  resultId: number,
): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('results')
    .select('daily_date')
    .where('id', '=', checkId(resultId, 'a result id'))
    .where('verified', '=', 1)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  const day = row?.daily_date ?? null;
  return replayWithheld(day, ctx.now()) ? day : null;
}

/** The id of a stored run with exactly this input log on this seed, or null: a copied log is refused. */
export async function findRunWithLog(
  ctx: StoreContext,
  seed: number,
  log: Uint8Array,
): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('runs')
    .select(['id', 'log'])
    .where('log_hash', '=', sha256(log))
    .where('seed', '=', seed)
    .executeTakeFirst();
  return row && Buffer.compare(row.log, Buffer.from(log)) === 0 ? row.id : null;
}
