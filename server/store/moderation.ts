// Reports from board rows, and voiding a result.
import type { StoreContext } from './context';
import { rerankPlayer } from './rerankPlayer';
import type { Report } from './types';
import { checkId, checkInteger, checkReason } from './validate';

export async function addReport(
  ctx: StoreContext,
  input: { reporterId?: number | null; playerId: number; resultId?: number | null; reason: string },
): Promise<number> {
  const row = await ctx.db
    .insertInto('reports')
    .values({
      reporter_id: input.reporterId == null ? null : checkId(input.reporterId, 'a reporter id'),
      player_id: checkId(input.playerId, 'a player id'),
      result_id: input.resultId == null ? null : checkId(input.resultId, 'a result id'),
      reason: checkReason(input.reason),
      created_at: ctx.now(),
      resolved_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Reports, oldest first: open ones only unless asked for all. */
export async function listReports(
  ctx: StoreContext,
  options: { limit?: number; all?: boolean } = {},
): Promise<Report[]> {
  const limit = checkInteger(options.limit ?? 100, 'a limit', 1, 1000);
  let query = ctx.db
    .selectFrom('reports as r')
    .innerJoin('players as p', 'p.id', 'r.player_id')
    .select([
      'r.id',
      'r.reporter_id',
      'r.player_id',
      'p.name',
      'r.result_id',
      'r.reason',
      'r.created_at',
      'r.resolved_at',
    ])
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(limit);
  if (!options.all) query = query.where('r.resolved_at', 'is', null);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    reporterId: row.reporter_id,
    playerId: row.player_id,
    playerName: row.name,
    resultId: row.result_id,
    reason: row.reason,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
  }));
}

export async function resolveReport(ctx: StoreContext, reportId: number): Promise<boolean> {
  const result = await ctx.db
    .updateTable('reports')
    .set({ resolved_at: ctx.now() })
    .where('id', '=', checkId(reportId, 'a report id'))
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Voids a result: it leaves every board, and the player's next best run takes its place. */
export async function voidResult(ctx: StoreContext, resultId: number): Promise<boolean> {
  checkId(resultId, 'a result id');
  const fresh = new Map<string, number>();
  const found = await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('results')
      .set({ voided_at: ctx.now() })
      .where('id', '=', resultId)
      .where('voided_at', 'is', null)
      .returning(['player_id', 'game'])
      .executeTakeFirst();
    if (!result) return false;
    await rerankPlayer(ctx, trx, result.player_id, fresh, { game: result.game });
    return true;
  });
  for (const [id, boardId] of fresh) ctx.boardIds.set(id, boardId);
  return found;
}
