// Writes a batch of queued runs in one transaction: the runs and their results, their tickets marked used, and
// the board rows and counts of every verified practice or daily result. A run the database refuses for a
// reason of its own (its player is gone, its ticket was used) is refused alone; the others are written.
// Everything the batch reads is asked first, together, and every write follows: on SQLite the transaction is
// then two messages to its thread (begin and the reads; the writes and the commit), whatever the batch's size.
import { sql, type Compilable } from 'kysely';
import { boardKeyId, boardsForResult, ensureBoardIds, type BoardKey } from './boards';
import { bulkRows, chunks, insertRows, type BulkColumn, type StoreContext } from './context';
import { StoreRejectedError } from './errors';
import { sha256 } from './identity';
import { rankKey } from './placeIndex';
import { BoardChanges, entriesQueries, entryFromRow } from './ranking';
import {
  CounterIds,
  inWriteTransaction,
  sequenceIds,
  type IdSource,
  type Statements,
} from './statements';
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
  ['ghost_result_id', 'bigint'],
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

/** Reads asked together: each `add` gives a function for its rows once `run` has read them all. */
class Reads {
  readonly #queries: Array<Compilable<unknown>> = [];
  #rows: unknown[][] = [];

  add<R>(queries: ReadonlyArray<Compilable<R>>): () => R[] {
    const from = this.#queries.length;
    this.#queries.push(...queries);
    return () => this.#rows.slice(from, from + queries.length).flat() as R[];
  }

  async run(statements: Statements): Promise<void> {
    this.#rows = this.#queries.length > 0 ? await statements.readAll(this.#queries) : [];
  }
}

export async function writeRuns(
  ctx: StoreContext,
  items: readonly QueuedRun[],
): Promise<RunOutcome[]> {
  const fresh = new Map<string, number>();
  const outcomes = await inWriteTransaction(ctx, async (statements) => {
    const results: Array<RunOutcome | undefined> = items.map(() => undefined);
    const postgres = ctx.dialect === 'postgres';

    const playerIds = [
      ...new Set(items.flatMap((item) => item.run.results.map((r) => r.playerId))),
    ];
    const ticketIds = [
      ...new Set(items.map((item) => item.run.ticketId).filter((id) => id != null)),
    ];
    // The boards each run's verified results rank on (none for a room's run), asked once a run.
    const runBoards = items.map(({ run, createdAt }) =>
      boardsForResult({
        game: run.game,
        rulesVersion: run.rulesVersion,
        variant: run.variant,
        kind: run.kind,
        dailyDate: run.dailyDate,
        createdAt,
        verified: true,
      }).map((key) => ({ key, id: boardKeyId(key) })),
    );
    // Those already known: the rows the batch's players hold there are read with the rest.
    const knownBoards = new Set<number>();
    items.forEach((item, i) => {
      if (!item.run.results.some((r) => r.verified)) return;
      for (const { id } of runBoards[i] ?? []) {
        const boardId = ctx.boardIds.get(id);
        if (boardId !== undefined) knownBoards.add(boardId);
      }
    });

    const reads = new Reads();
    // PostgreSQL: the players' board rows held still for the rest of the transaction, in ascending order, so
    // two processes writing or re-ranking the same players take turns (SQLite has one writer at a time).
    if (postgres && playerIds.length > 0) {
      const ids = [...playerIds].sort((a, b) => a - b);
      const lock = sql`select pg_advisory_xact_lock(id) from unnest(${ids}::bigint[]) as locked(id)`;
      reads.add([{ compile: () => lock.compile(ctx.db) }]);
    }
    const playerRows = reads.add(
      chunks(playerIds, 500).map((part) =>
        ctx.db.selectFrom('players').select(['id', 'country', 'banned_at']).where('id', 'in', part),
      ),
    );
    // Tickets not used yet, held (PostgreSQL) until this transaction marks them used.
    const ticketRows = reads.add(
      chunks(ticketIds, 500).map((part) => {
        const unused = ctx.db
          .selectFrom('run_tickets')
          .select('id')
          .where('id', 'in', part)
          .where('used_at', 'is', null);
        return postgres ? unused.forUpdate() : unused;
      }),
    );
    const counterRows = reads.add(postgres ? [] : [CounterIds.query(ctx)]);
    const knownEntries = reads.add(entriesQueries(ctx, [...knownBoards], playerIds));
    await reads.run(statements);
    const counters = postgres ? null : new CounterIds(counterRows());
    const ids: IdSource = counters ?? sequenceIds(ctx, statements);

    const players = new Map<number, { country: string | null; banned: boolean }>();
    for (const row of playerRows()) {
      players.set(row.id, { country: row.country, banned: row.banned_at !== null });
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
    const unused = new Set(ticketRows().map((row) => row.id));
    const accepted: number[] = [];
    const used: string[] = [];
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
        used.push(ticketId);
      }
      accepted.push(i);
    }
    for (const part of chunks(used, 500)) {
      await statements.write(
        ctx.db.updateTable('run_tickets').set({ used_at: ctx.now() }).where('id', 'in', part),
      );
    }

    const runIds = await ids.take('runs', accepted.length);
    const resultCount = accepted.reduce((sum, i) => sum + (items[i]?.run.results.length ?? 0), 0);
    const resultIds = await ids.take('results', resultCount);

    const runRows = accepted.map((i, n) => {
      const { run, createdAt } = items[i] as QueuedRun;
      return {
        id: runIds[n] as number,
        game: run.game,
        rules_version: run.rulesVersion,
        settings: run.settings,
        seed: run.seed,
        room_id: run.roomId,
        ghost_result_id: run.ghostResultId,
        log: run.log,
        log_hash: sha256(run.log),
        created_at: createdAt,
      };
    });
    let nextResult = 0;
    // Board rows: the results that rank, offered in the order they were queued.
    const ranked: Array<{ row: (typeof resultRows)[number]; boards: (typeof runBoards)[number] }> =
      [];
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
      for (const row of rows) {
        const boards = runBoards[i] ?? [];
        if (
          row.verified === 1 &&
          boards.length > 0 &&
          players.get(row.player_id)?.banned === false
        ) {
          ranked.push({ row, boards });
        }
      }
      return rows;
    });
    for (const part of chunks(runRows, bulkRows(ctx, 200))) {
      await statements.write(insertRows(ctx, ctx.db, 'runs', RUN_COLUMNS, part));
    }
    for (const part of chunks(resultRows, bulkRows(ctx, 200))) {
      await statements.write(insertRows(ctx, ctx.db, 'results', RESULT_COLUMNS, part));
    }

    if (ranked.length > 0) {
      const keys = new Map<string, BoardKey>();
      for (const { boards } of ranked) for (const { key, id } of boards) keys.set(id, key);
      const boardIds = await ensureBoardIds(ctx, statements, ids, [...keys.values()], fresh);
      // Boards this process had not known (new, or made by another process): their rows are read now.
      const others = [...new Set(boardIds.values())].filter((id) => !knownBoards.has(id));
      const rankedPlayers = [...new Set(ranked.map((r) => r.row.player_id))];
      const otherEntries = await readEntries(ctx, statements, others, rankedPlayers);
      const changes = new BoardChanges([...knownEntries().map(entryFromRow), ...otherEntries]);
      for (const { row, boards } of ranked) {
        for (const { id } of boards) {
          changes.offer({
            boardId: boardIds.get(id) as number,
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
      await changes.write(ctx, statements);
    }
    await counters?.finish(ctx, statements);
    return results.map(
      (outcome): RunOutcome =>
        outcome ?? { ok: false, error: new StoreRejectedError('the run was not written') },
    );
  });
  for (const [id, boardId] of fresh) ctx.boardIds.set(id, boardId);
  return outcomes;
}

async function readEntries(
  ctx: StoreContext,
  statements: Statements,
  boardIds: readonly number[],
  playerIds: readonly number[],
) {
  const queries = entriesQueries(ctx, boardIds, playerIds);
  if (queries.length === 0) return [];
  return (await statements.readAll(queries)).flat().map(entryFromRow);
}
