// Which boards there are, which a result ranks on, and their ids.
import { chunks, type StoreContext } from './context';
import { StoreInputError } from './errors';
import { isDay, utcDay, weekOf, dayStartMs } from './periods';
import type { BoardPeriod, RunKind } from './schema';
import type { IdSource, Statements } from './statements';
import type { BoardRef } from './types';
import { checkGame, checkRulesVersion, checkVariant } from './validate';

export interface BoardKey {
  game: string;
  rulesVersion: number;
  variant: string;
  period: BoardPeriod;
  /** The day, the week's Monday, or '' for all time. */
  starts: string;
}

export const boardKeyId = (key: BoardKey) =>
  `${key.game}|${key.rulesVersion}|${key.variant}|${key.period}|${key.starts}`;

/** Only practice and daily runs rank on the world boards: a room's or a ghost race's settings were not everyone's. */
export const RANKED_KINDS: readonly RunKind[] = ['practice', 'daily'];

export interface RankableResult {
  game: string;
  rulesVersion: number;
  variant: string;
  kind: RunKind;
  dailyDate: string | null;
  createdAt: number;
  verified: boolean;
}

/**
 * The boards a verified practice or daily run ranks on: all time and the week it was made in (UTC); a daily
 * run also on its day's board ('Today'), which only daily runs enter, so everyone there played one seed.
 */
export function boardsForResult(result: RankableResult): BoardKey[] {
  if (!result.verified || !RANKED_KINDS.includes(result.kind)) return [];
  const base = { game: result.game, rulesVersion: result.rulesVersion, variant: result.variant };
  const keys: BoardKey[] = [
    { ...base, period: 'all', starts: '' },
    { ...base, period: 'week', starts: weekOf(result.createdAt) },
  ];
  if (result.kind === 'daily' && result.dailyDate) {
    keys.push({ ...base, period: 'day', starts: result.dailyDate });
  }
  return keys;
}

/** The key of the board a reader asks for. */
export function boardKeyOf(ref: BoardRef, now: number): BoardKey {
  const game = checkGame(ref.game);
  const rulesVersion = checkRulesVersion(ref.rulesVersion);
  const variant = checkVariant(ref.variant);
  const day = ref.day ?? utcDay(now);
  if (!isDay(day)) throw new StoreInputError('a board day is a UTC date, YYYY-MM-DD');
  switch (ref.period) {
    case 'all':
      return { game, rulesVersion, variant, period: 'all', starts: '' };
    case 'week':
      return { game, rulesVersion, variant, period: 'week', starts: weekOf(dayStartMs(day)) };
    case 'day':
      return { game, rulesVersion, variant, period: 'day', starts: day };
    default:
      throw new StoreInputError('a board period is day, week or all');
  }
}

/** The query for a board's id, by its key. */
const boardIdQuery = (ctx: StoreContext, key: BoardKey) =>
  ctx.db
    .selectFrom('boards')
    .select('id')
    .where('game', '=', key.game)
    .where('rules_version', '=', key.rulesVersion)
    .where('variant', '=', key.variant)
    .where('period', '=', key.period)
    .where('starts', '=', key.starts);

/** A board's id, or null when nothing has ranked on it yet. */
export async function findBoardId(ctx: StoreContext, key: BoardKey): Promise<number | null> {
  const id = boardKeyId(key);
  const known = ctx.boardIds.get(id);
  if (known !== undefined) return known;
  const row = await boardIdQuery(ctx, key).executeTakeFirst();
  if (!row) return null;
  ctx.boardIds.set(id, row.id);
  return row.id;
}

/**
 * Ids of these boards, made where missing. Ids read inside the transaction go into `fresh`; the caller adds
 * them to the shared map once the transaction has committed (a rolled-back board must not be remembered).
 */
export async function ensureBoardIds(
  ctx: StoreContext,
  statements: Statements,
  ids: IdSource,
  keys: readonly BoardKey[],
  fresh: Map<string, number>,
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const missing = new Map<string, BoardKey>();
  for (const key of keys) {
    const id = boardKeyId(key);
    const known = ctx.boardIds.get(id) ?? fresh.get(id);
    if (known !== undefined) found.set(id, known);
    else missing.set(id, key);
  }
  if (missing.size === 0) return found;

  const wanted = [...missing.values()];
  const newIds = await ids.take('boards', wanted.length);
  const now = ctx.now();
  for (const part of chunks(
    wanted.map((key, i) => ({ key, id: newIds[i] as number })),
    200,
  )) {
    await statements.write(
      ctx.db
        .insertInto('boards')
        .values(
          part.map(({ key, id }) => ({
            id,
            game: key.game,
            rules_version: key.rulesVersion,
            variant: key.variant,
            period: key.period,
            starts: key.starts,
            created_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['game', 'rules_version', 'variant', 'period', 'starts']).doNothing(),
        ),
    );
  }
  // Read them back: another process may have made a board first, under its own id.
  const rows = await statements.readAll(wanted.map((key) => boardIdQuery(ctx, key)));
  wanted.forEach((key, i) => {
    const row = rows[i]?.[0];
    if (!row) throw new Error(`board ${boardKeyId(key)} was not made`);
    found.set(boardKeyId(key), row.id);
    fresh.set(boardKeyId(key), row.id);
  });
  return found;
}
