// Keeps the boards' rows (one per player: their best verified run) and the counts behind places exact.
// Every change goes through BoardChanges: it remembers each touched row as it was and as it ends, and writes
// the difference, rows and counts together, in the caller's transaction.
import { bulkRows, chunks, insertRows, type BulkColumn, type StoreContext } from './context';
import { bucketsOf } from './placeIndex';
import type { BoardEntriesTable } from './schema';
import type { Statements } from './statements';

export interface Entry {
  boardId: number;
  playerId: number;
  resultId: number;
  rankKey: number;
  score: number;
  timeMs: number;
  achievedAt: number;
  /** Null when the player chose none. */
  country: string | null;
}

/** True when `a` is listed before `b`: better score and time, then the earlier run, then the lower id. */
export function isAhead(a: Entry, b: Entry): boolean {
  if (a.rankKey !== b.rankKey) return a.rankKey < b.rankKey;
  if (a.achievedAt !== b.achievedAt) return a.achievedAt < b.achievedAt;
  return a.resultId < b.resultId;
}

const WORLD = '';
const entryId = (boardId: number, playerId: number) => `${boardId}:${playerId}`;
const sameEntry = (a: Entry | null, b: Entry | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.resultId === b.resultId &&
    a.rankKey === b.rankKey &&
    a.country === b.country);

export function entryFromRow(row: BoardEntriesTable): Entry {
  return {
    boardId: row.board_id,
    playerId: row.player_id,
    resultId: row.result_id,
    rankKey: row.rank_key,
    score: row.score,
    timeMs: row.time_ms,
    achievedAt: row.achieved_at,
    country: row.country,
  };
}

interface CountDelta {
  boardId: number;
  scope: string;
  level: number;
  bucket: number;
  delta: number;
}

export class BoardChanges {
  readonly #rows = new Map<string, { before: Entry | null; after: Entry | null }>();

  constructor(current: readonly Entry[]) {
    for (const entry of current) {
      this.#rows.set(entryId(entry.boardId, entry.playerId), { before: entry, after: entry });
    }
  }

  get(boardId: number, playerId: number): Entry | null {
    return this.#rows.get(entryId(boardId, playerId))?.after ?? null;
  }

  set(boardId: number, playerId: number, next: Entry | null): void {
    const id = entryId(boardId, playerId);
    const row = this.#rows.get(id);
    if (row) row.after = next;
    else this.#rows.set(id, { before: null, after: next });
  }

  /** Keeps `candidate` when it is the player's first row on its board or comes before the row they have. */
  offer(candidate: Entry): void {
    const current = this.get(candidate.boardId, candidate.playerId);
    if (!current || isAhead(candidate, current)) {
      this.set(candidate.boardId, candidate.playerId, candidate);
    }
  }

  async write(ctx: StoreContext, statements: Statements): Promise<void> {
    const counts = new Map<string, CountDelta>();
    const count = (entry: Entry, delta: number) => {
      for (const scope of entry.country ? [WORLD, entry.country] : [WORLD]) {
        for (const { level, bucket } of bucketsOf(entry.rankKey)) {
          const id = `${entry.boardId}|${scope}|${level}|${bucket}`;
          const known = counts.get(id);
          if (known) known.delta += delta;
          else counts.set(id, { boardId: entry.boardId, scope, level, bucket, delta });
        }
      }
    };
    const upserts: Entry[] = [];
    const removals = new Map<number, number[]>();
    for (const { before, after } of this.#rows.values()) {
      if (sameEntry(before, after)) continue;
      if (before) count(before, -1);
      if (after) {
        count(after, +1);
        upserts.push(after);
      } else if (before) {
        const boards = removals.get(before.playerId) ?? [];
        boards.push(before.boardId);
        removals.set(before.playerId, boards);
      }
    }
    await writeEntries(ctx, statements, upserts);
    for (const [playerId, boardIds] of removals) {
      for (const part of chunks(boardIds, 500)) {
        await statements.write(
          ctx.db
            .deleteFrom('board_entries')
            .where('player_id', '=', playerId)
            .where('board_id', 'in', part),
        );
      }
    }
    await writeCounts(ctx, statements, [...counts.values()]);
  }
}

const ENTRY_COLUMNS: readonly BulkColumn[] = [
  ['board_id', 'bigint'],
  ['player_id', 'bigint'],
  ['result_id', 'bigint'],
  ['rank_key', 'bigint'],
  ['score', 'integer'],
  ['time_ms', 'integer'],
  ['achieved_at', 'bigint'],
  ['country', 'text'],
];

const COUNT_COLUMNS: readonly BulkColumn[] = [
  ['board_id', 'bigint'],
  ['scope', 'text'],
  ['level', 'integer'],
  ['bucket', 'bigint'],
  ['players', 'integer'],
];

async function writeEntries(
  ctx: StoreContext,
  statements: Statements,
  entries: readonly Entry[],
): Promise<void> {
  // In key order: two PostgreSQL transactions never wait for each other's rows in a circle.
  const sorted = [...entries].sort((a, b) => a.boardId - b.boardId || a.playerId - b.playerId);
  for (const part of chunks(sorted, bulkRows(ctx, 300))) {
    const upsert = insertRows(
      ctx,
      ctx.db,
      'board_entries',
      ENTRY_COLUMNS,
      part.map((e) => ({
        board_id: e.boardId,
        player_id: e.playerId,
        result_id: e.resultId,
        rank_key: e.rankKey,
        score: e.score,
        time_ms: e.timeMs,
        achieved_at: e.achievedAt,
        country: e.country,
      })),
    ).onConflict((oc) =>
      oc.columns(['board_id', 'player_id']).doUpdateSet((eb) => ({
        result_id: eb.ref('excluded.result_id'),
        rank_key: eb.ref('excluded.rank_key'),
        score: eb.ref('excluded.score'),
        time_ms: eb.ref('excluded.time_ms'),
        achieved_at: eb.ref('excluded.achieved_at'),
        country: eb.ref('excluded.country'),
      })),
    );
    await statements.write(upsert);
  }
}

async function writeCounts(
  ctx: StoreContext,
  statements: Statements,
  deltas: readonly CountDelta[],
): Promise<void> {
  const changed = deltas
    .filter((d) => d.delta !== 0)
    .sort(
      (a, b) =>
        a.boardId - b.boardId ||
        (a.scope < b.scope ? -1 : a.scope > b.scope ? 1 : 0) ||
        a.level - b.level ||
        a.bucket - b.bucket,
    );
  for (const part of chunks(changed, bulkRows(ctx, 400))) {
    const upsert = insertRows(
      ctx,
      ctx.db,
      'board_counts',
      COUNT_COLUMNS,
      part.map((d) => ({
        board_id: d.boardId,
        scope: d.scope,
        level: d.level,
        bucket: d.bucket,
        players: d.delta,
      })),
    ).onConflict((oc) =>
      oc.columns(['board_id', 'scope', 'level', 'bucket']).doUpdateSet((eb) => ({
        players: eb('board_counts.players', '+', eb.ref('excluded.players')),
      })),
    );
    await statements.write(upsert);
  }
}

/** The queries for the rows these players hold on these boards (none when either list is empty). */
export function entriesQueries(
  ctx: StoreContext,
  boardIds: readonly number[],
  playerIds: readonly number[],
) {
  if (boardIds.length === 0 || playerIds.length === 0) return [];
  return chunks(playerIds, 500).map((part) =>
    ctx.db
      .selectFrom('board_entries')
      .selectAll()
      .where('board_id', 'in', boardIds)
      .where('player_id', 'in', part),
  );
}
