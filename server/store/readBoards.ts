// Reading boards: the top, a player's place, the rows around a player, a board's size. A place is one read of
// at most a few hundred count rows (placeIndex.ts), never a count over the board.
import { sql } from 'kysely';
import { boardKeyOf, findBoardId } from './boards';
import type { StoreContext } from './context';
import { aheadRanges, BUCKETS, KEY_LEVELS, TOTAL_LEVEL } from './placeIndex';
import type { BoardRef, BoardRow, PlaceOnBoard } from './types';
import { checkCountry, checkId, checkInteger } from './validate';

export const MAX_BOARD_ROWS = 200;
export const MAX_AROUND = 50;

export interface BoardFilter {
  /** Only players who chose this country; places count them only. */
  country?: string | null;
}

interface EntryRow {
  player_id: number;
  name: string;
  country: string | null;
  score: number;
  time_ms: number;
  rank_key: number;
  result_id: number;
  achieved_at: number;
}

const toRow = (row: EntryRow, place: number): BoardRow => ({
  place,
  playerId: row.player_id,
  name: row.name,
  country: row.country,
  score: row.score,
  timeMs: row.time_ms,
  resultId: row.result_id,
  achievedAt: row.achieved_at,
});

function entries(ctx: StoreContext, boardId: number, scope: string) {
  let query = ctx.db
    .selectFrom('board_entries as e')
    .innerJoin('players as p', 'p.id', 'e.player_id')
    .select([
      'e.player_id',
      'p.name',
      'e.country',
      'e.score',
      'e.time_ms',
      'e.rank_key',
      'e.result_id',
      'e.achieved_at',
    ])
    .where('e.board_id', '=', boardId);
  if (scope) query = query.where('e.country', '=', scope);
  return query;
}

async function boardOf(ctx: StoreContext, ref: BoardRef) {
  return findBoardId(ctx, boardKeyOf(ref, ctx.now()));
}

const scopeOf = (filter: BoardFilter) => checkCountry(filter.country) ?? '';

/** Numbers rows listed in board order from `firstPlace`: equal keys share a place. */
function numberFrom(rows: readonly EntryRow[], firstPlace: number): BoardRow[] {
  let place = firstPlace;
  return rows.map((row, i) => {
    const previous = rows[i - 1];
    if (previous && previous.rank_key !== row.rank_key) place = firstPlace + i;
    return toRow(row, place);
  });
}

export async function topOf(
  ctx: StoreContext,
  ref: BoardRef,
  options: BoardFilter & { limit?: number } = {},
): Promise<BoardRow[]> {
  const limit = checkInteger(options.limit ?? 100, 'a limit', 1, MAX_BOARD_ROWS);
  const scope = scopeOf(options);
  const boardId = await boardOf(ctx, ref);
  if (boardId === null) return [];
  const rows = await entries(ctx, boardId, scope)
    .orderBy('e.rank_key')
    .orderBy('e.achieved_at')
    .orderBy('e.result_id')
    .limit(limit)
    .execute();
  return numberFrom(rows, 1);
}

/**
 * Players strictly ahead of `key`, and the board's size, in one statement: one index range per level, summed
 * apart (a single OR of the ranges makes both databases scan every count row of the board).
 */
async function aheadAndTotal(
  ctx: StoreContext,
  boardId: number,
  scope: string,
  key: number,
): Promise<{ ahead: number; total: number }> {
  const part = (level: number, from: number, to: number) =>
    ctx.db
      .selectFrom('board_counts')
      .select([sql<number>`${sql.lit(level)}`.as('level'), sql<number>`sum(players)`.as('players')])
      .where('board_id', '=', boardId)
      .where('scope', '=', scope)
      .where('level', '=', level)
      .where('bucket', '>=', from)
      .where('bucket', '<', to);
  let query = part(TOTAL_LEVEL, 0, 1);
  for (const range of aheadRanges(key))
    query = query.unionAll(part(range.level, range.from, range.to));
  const rows = await query.execute();
  let ahead = 0;
  let total = 0;
  for (const row of rows) {
    if (Number(row.level) === TOTAL_LEVEL) total = Number(row.players ?? 0);
    else ahead += Number(row.players ?? 0);
  }
  return { ahead, total };
}

async function entryOf(ctx: StoreContext, boardId: number, playerId: number, scope: string) {
  return entries(ctx, boardId, scope).where('e.player_id', '=', playerId).executeTakeFirst();
}

/**
 * The player's place in one statement (one round trip): their row, and beside it the players ahead of its key
 * summed level by level, each level's bucket range worked out from the key in SQL (integer division; keys are
 * never negative), as aheadRanges does in code.
 */
export async function placeOf(
  ctx: StoreContext,
  ref: BoardRef,
  playerId: number,
  filter: BoardFilter = {},
): Promise<PlaceOnBoard | null> {
  checkId(playerId, 'a player id');
  const scope = scopeOf(filter);
  const boardId = await boardOf(ctx, ref);
  if (boardId === null) return null;
  const counts = (level: number) =>
    ctx.db
      .selectFrom('board_counts as c')
      .select(sql<number>`coalesce(sum(c.players), 0)`.as('players'))
      .where('c.board_id', '=', boardId)
      .where('c.scope', '=', scope)
      .where('c.level', '=', level);
  const mine = await entries(ctx, boardId, scope)
    .where('e.player_id', '=', playerId)
    .select(() => {
      const ahead = Array.from({ length: KEY_LEVELS }, (_, level) =>
        counts(level)
          .where(
            'c.bucket',
            '>=',
            sql<number>`e.rank_key / ${sql.lit(BUCKETS ** (level + 1))} * ${sql.lit(BUCKETS)}`,
          )
          .where('c.bucket', '<', sql<number>`e.rank_key / ${sql.lit(BUCKETS ** level)}`),
      );
      return [
        sql<number>`${sql.join(ahead, sql` + `)}`.as('ahead'),
        counts(TOTAL_LEVEL).where('c.bucket', '=', 0).as('total'),
      ];
    })
    .executeTakeFirst();
  if (!mine) return null;
  const place = Number(mine.ahead) + 1;
  return { place, of: Number(mine.total ?? 0), row: toRow(mine, place) };
}

/** How many players hold each of these keys exactly (level-0 counts). */
async function playersAt(
  ctx: StoreContext,
  boardId: number,
  scope: string,
  keys: readonly number[],
): Promise<Map<number, number>> {
  const rows = await ctx.db
    .selectFrom('board_counts')
    .select(['bucket', 'players'])
    .where('board_id', '=', boardId)
    .where('scope', '=', scope)
    .where('level', '=', 0)
    .where('bucket', 'in', [...new Set(keys)])
    .execute();
  return new Map(rows.map((row) => [Number(row.bucket), Number(row.players)]));
}

/**
 * The player's row with up to `n` rows either side, each with its place, wherever the player stands. Places of
 * the neighbours come from the player's own place and the number of players holding each key in between.
 */
export async function aroundMe(
  ctx: StoreContext,
  ref: BoardRef,
  playerId: number,
  n: number,
  filter: BoardFilter = {},
): Promise<BoardRow[]> {
  checkId(playerId, 'a player id');
  const around = checkInteger(n, 'rows around', 0, MAX_AROUND);
  const scope = scopeOf(filter);
  const boardId = await boardOf(ctx, ref);
  if (boardId === null) return [];
  const mine = await entryOf(ctx, boardId, playerId, scope);
  if (!mine) return [];
  const position = [mine.rank_key, mine.achieved_at, mine.result_id] as const;
  const [{ ahead }, above, below] = await Promise.all([
    aheadAndTotal(ctx, boardId, scope, mine.rank_key),
    around === 0
      ? []
      : entries(ctx, boardId, scope)
          .where((eb) =>
            eb(
              eb.refTuple('e.rank_key', 'e.achieved_at', 'e.result_id'),
              '<',
              eb.tuple(...position),
            ),
          )
          .orderBy('e.rank_key', 'desc')
          .orderBy('e.achieved_at', 'desc')
          .orderBy('e.result_id', 'desc')
          .limit(around)
          .execute(),
    around === 0
      ? []
      : entries(ctx, boardId, scope)
          .where((eb) =>
            eb(
              eb.refTuple('e.rank_key', 'e.achieved_at', 'e.result_id'),
              '>',
              eb.tuple(...position),
            ),
          )
          .orderBy('e.rank_key')
          .orderBy('e.achieved_at')
          .orderBy('e.result_id')
          .limit(around)
          .execute(),
  ]);
  const counts = await playersAt(
    ctx,
    boardId,
    scope,
    [...above, mine, ...below].map((row) => row.rank_key),
  );
  const myPlace = ahead + 1;
  const rows: BoardRow[] = [toRow(mine, myPlace)];
  // Upwards: a better key's place is the next worse key's place less the players holding the better key.
  let place = myPlace;
  let key = mine.rank_key;
  for (const row of above) {
    if (row.rank_key !== key) {
      place -= counts.get(row.rank_key) ?? 0;
      key = row.rank_key;
    }
    rows.unshift(toRow(row, place));
  }
  // Downwards: a worse key's place is the better key's place plus the players holding the better key.
  place = myPlace;
  key = mine.rank_key;
  for (const row of below) {
    if (row.rank_key !== key) {
      place += counts.get(key) ?? 0;
      key = row.rank_key;
    }
    rows.push(toRow(row, place));
  }
  return rows;
}

export async function boardSize(
  ctx: StoreContext,
  ref: BoardRef,
  filter: BoardFilter = {},
): Promise<number> {
  const scope = scopeOf(filter);
  const boardId = await boardOf(ctx, ref);
  if (boardId === null) return 0;
  const row = await ctx.db
    .selectFrom('board_counts')
    .select('players')
    .where('board_id', '=', boardId)
    .where('scope', '=', scope)
    .where('level', '=', TOTAL_LEVEL)
    .where('bucket', '=', 0)
    .executeTakeFirst();
  return Number(row?.players ?? 0);
}

/** The player's row on a game's all-time board: their best verified practice or daily run. */
export async function bestOf(
  ctx: StoreContext,
  playerId: number,
  board: Omit<BoardRef, 'period' | 'day'>,
): Promise<BoardRow | null> {
  return (await placeOf(ctx, { ...board, period: 'all' }, playerId))?.row ?? null;
}
