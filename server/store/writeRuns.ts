// Writes a batch of queued runs in one transaction: the runs and their results, their tickets marked used, and
// the board rows and counts of every verified practice or daily result. A run the database refuses for a
// reason of its own (its player is gone, its ticket was used) is refused alone; the others are written.
import { boardKeyId, boardsForResult, ensureBoardIds, type BoardKey } from './boards';
import {
  allocateIds,
  chunks,
  insertRows,
  lockPlayers,
  type BulkColumn,
  type StoreContext,
} from './context';
import { StoreRejectedError } from './errors';
import { sha256 } from './identity';
import { rankKey } from './placeIndex';
import { BoardChanges, loadEntries } from './ranking';
import type { SavedRun } from './types';
import type { CheckedRun } from './validate';

export interface QueuedRun {
  run: CheckedRun;
  /** When the caller handed it over: the result's time, whenever the database takes it. */
  createdAt: number;
}

const RUN_COLUMNS: readonly BulkColumn[] = [
  ['id', 'bigint'],
  ['game', 'text'],
  ['rules_version', 'integer'],
  ['settings', 'text'],
  ['seed', 'bigint'],
  ['room_id', 'text'],
  ['log', 'bytea'],
  ['log_hash', 'bytea'],
  ['created_at', 'bigint'],
];

const RESULT_COLUMNS: readonly BulkColumn[] = [
  ['id', 'bigint'],
  ['run_id', 'bigint'],
  ['player_id', 'bigint'],
  ['seat', 'integer'],
  ['game', 'text'],
  ['rules_version', 'integer'],
  ['variant', 'text'],
  ['kind', 'text'],
  ['daily_date', 'text'],
  ['score', 'integer'],
  ['time_ms', 'integer'],
  ['created_at', 'bigint'],
  ['verified', 'integer'],
  ['voided_at', 'bigint'],
];

export type RunOutcome = { ok: true; value: SavedRun } | { ok: false; error: Error };

export async function writeRuns(
  ctx: StoreContext,
  items: readonly QueuedRun[],
): Promise<RunOutcome[]> {
  const fresh = new Map<string, number>();
  const outcomes = await ctx.db.transaction().execute(async (trx) => {
    const results: Array<RunOutcome | undefined> = items.map(() => undefined);

    const playerIds = [
      ...new Set(items.flatMap((item) => item.run.results.map((r) => r.playerId))),
    ];
    await lockPlayers(ctx, trx, playerIds);
    const players = new Map<number, { country: string | null; banned: boolean }>();
    for (const part of chunks(playerIds, 500)) {
      const rows = await trx
        .selectFrom('players')
        .select(['id', 'country', 'banned_at'])
        .where('id', 'in', part)
        .execute();
      for (const row of rows) {
        players.set(row.id, { country: row.country, banned: row.banned_at !== null });
      }
    }

    const withPlayers: number[] = [];
    items.forEach((item, i) => {
      const missing = item.run.results.find((r) => !players.has(r.playerId));
      if (missing) {
        results[i] = {
          ok: false,
          error: new StoreRejectedError(`player ${missing.playerId} does not exist`),
        };
      } else withPlayers.push(i);
    });

    // Tickets: each is used by the first run that names it, once.
    const ticketIds = [
      ...new Set(withPlayers.map((i) => items[i]?.run.ticketId).filter((id) => id != null)),
    ];
    const unused = new Set<string>();
    for (const part of chunks(ticketIds, 500)) {
      const claimed = await trx
        .updateTable('run_tickets')
        .set({ used_at: ctx.now() })
        .where('id', 'in', part)
        .where('used_at', 'is', null)
        .returning('id')
        .execute();
      for (const row of claimed) unused.add(row.id);
    }
    const accepted: number[] = [];
    for (const i of withPlayers) {
      const ticketId = items[i]?.run.ticketId;
      if (ticketId != null) {
        if (!unused.delete(ticketId)) {
          results[i] = {
            ok: false,
            error: new StoreRejectedError('the run ticket is unknown or already used'),
          };
          continue;
        }
      }
      accepted.push(i);
    }

    const runIds = await allocateIds(ctx, trx, 'runs', accepted.length);
    const resultCount = accepted.reduce((sum, i) => sum + (items[i]?.run.results.length ?? 0), 0);
    const resultIds = await allocateIds(ctx, trx, 'results', resultCount);

    const runRows = accepted.map((i, n) => {
      const { run, createdAt } = items[i] as QueuedRun;
      return {
        id: runIds[n] as number,
        game: run.game,
        rules_version: run.rulesVersion,
        settings: run.settings,
        seed: run.seed,
        room_id: run.roomId,
        log: run.log,
        log_hash: sha256(run.log),
        created_at: createdAt,
      };
    });
    let nextResult = 0;
    const resultRows = accepted.flatMap((i, n) => {
      const { run, createdAt } = items[i] as QueuedRun;
      const rows = run.results.map((r) => ({
        id: resultIds[nextResult++] as number,
        run_id: runIds[n] as number,
        player_id: r.playerId,
        seat: r.seat,
        game: run.game,
        rules_version: run.rulesVersion,
        variant: run.variant,
        kind: run.kind,
        daily_date: run.dailyDate,
        score: r.score,
        time_ms: r.timeMs,
        created_at: createdAt,
        verified: r.verified ? 1 : 0,
        voided_at: null,
      }));
      results[i] = {
        ok: true,
        value: { runId: runIds[n] as number, resultIds: rows.map((r) => r.id), createdAt },
      };
      return rows;
    });
    for (const part of chunks(runRows, 200)) {
      await insertRows(ctx, trx, 'runs', RUN_COLUMNS, part).execute();
    }
    for (const part of chunks(resultRows, 200)) {
      await insertRows(ctx, trx, 'results', RESULT_COLUMNS, part).execute();
    }

    // Board rows: the results that rank, offered in the order they were queued.
    const ranked = resultRows
      .filter((row) => players.get(row.player_id)?.banned === false)
      .map((row) => ({
        row,
        boards: boardsForResult({
          game: row.game,
          rulesVersion: row.rules_version,
          variant: row.variant,
          kind: row.kind,
          dailyDate: row.daily_date,
          createdAt: row.created_at,
          verified: row.verified === 1,
        }),
      }))
      .filter((r) => r.boards.length > 0);
    if (ranked.length > 0) {
      const keys = new Map<string, BoardKey>();
      for (const { boards } of ranked) for (const key of boards) keys.set(boardKeyId(key), key);
      const boardIds = await ensureBoardIds(ctx, trx, [...keys.values()], fresh);
      const current = await loadEntries(
        trx,
        [...new Set(boardIds.values())],
        [...new Set(ranked.map((r) => r.row.player_id))],
      );
      const changes = new BoardChanges(current);
      for (const { row, boards } of ranked) {
        for (const key of boards) {
          changes.offer({
            boardId: boardIds.get(boardKeyId(key)) as number,
            playerId: row.player_id,
            resultId: row.id,
            rankKey: rankKey(row.score, row.time_ms),
            score: row.score,
            timeMs: row.time_ms,
            achievedAt: row.created_at,
            country: players.get(row.player_id)?.country ?? null,
          });
        }
      }
      await changes.write(ctx, trx);
    }
    return results.map(
      (outcome): RunOutcome =>
        outcome ?? { ok: false, error: new StoreRejectedError('the run was not written') },
    );
  });
  for (const [id, boardId] of fresh) ctx.boardIds.set(id, boardId);
  return outcomes;
}
