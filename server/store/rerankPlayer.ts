// Rebuilding one player's board rows from their verified results, when what they hold may have changed
// under them (a void, a ban or unban, a change of country, a deletion).
import type { Transaction } from 'kysely';
import { boardKeyId, boardsForResult, ensureBoardIds, RANKED_KINDS } from './boards';
import { allocateIds, lockPlayers, type StoreContext } from './context';
import { rankKey } from './placeIndex';
import { BoardChanges, entryFromRow } from './ranking';
import type { Database } from './schema';
import { transactionStatements } from './statements';

/**
 * Rebuilds a player's board rows from their results (all games, or one): after a void, a ban or unban, a
 * change of country, or with `remove`, before the player is deleted. A player's results are few, so this
 * reads them all.
 */
export async function rerankPlayer(
  ctx: StoreContext,
  trx: Transaction<Database>,
  playerId: number,
  fresh: Map<string, number>,
  options: { game?: string; remove?: boolean } = {},
): Promise<void> {
  await lockPlayers(ctx, trx, [playerId]);
  // By board, then player: the boards' primary key finds the rows without an index on players (one more
  // index to write on every board change, for the rare void, ban or deletion).
  let boards = trx.selectFrom('boards').select('id');
  if (options.game) boards = boards.where('game', '=', options.game);
  const current = (
    await trx
      .selectFrom('board_entries')
      .selectAll()
      .where('board_id', 'in', boards)
      .where('player_id', '=', playerId)
      .execute()
  ).map(entryFromRow);
  const changes = new BoardChanges(current);
  for (const entry of current) changes.set(entry.boardId, entry.playerId, null);

  const player = await trx
    .selectFrom('players')
    .select(['country', 'banned_at'])
    .where('id', '=', playerId)
    .executeTakeFirst();
  if (player && player.banned_at === null && !options.remove) {
    let resultsQuery = trx
      .selectFrom('results')
      .select([
        'id',
        'game',
        'rules_version',
        'variant',
        'kind',
        'daily_date',
        'score',
        'time_ms',
        'created_at',
      ])
      .where('player_id', '=', playerId)
      .where('verified', '=', 1)
      .where('voided_at', 'is', null)
      .where('kind', 'in', RANKED_KINDS);
    if (options.game) resultsQuery = resultsQuery.where('game', '=', options.game);
    const results = await resultsQuery.execute();
    const perResult = results.map((r) => ({
      result: r,
      boards: boardsForResult({
        game: r.game,
        rulesVersion: r.rules_version,
        variant: r.variant,
        kind: r.kind,
        dailyDate: r.daily_date,
        createdAt: r.created_at,
        verified: true,
      }),
    }));
    const boardIds = await ensureBoardIds(
      ctx,
      transactionStatements(trx),
      { take: (table, count) => allocateIds(ctx, trx, table, count) },
      perResult.flatMap((p) => p.boards),
      fresh,
    );
    for (const { result, boards } of perResult) {
      for (const key of boards) {
        changes.offer({
          boardId: boardIds.get(boardKeyId(key)) as number,
          playerId,
          resultId: result.id,
          rankKey: rankKey(result.score, result.time_ms),
          score: result.score,
          timeMs: result.time_ms,
          achievedAt: result.created_at,
          country: player.country,
        });
      }
    }
  }
  await changes.write(ctx, transactionStatements(trx));
}
