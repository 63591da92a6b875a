// Players and their identity: a random secret held by the browser, of which the store keeps only the SHA-256;
// their names, countries and bans; deletion of a player and every row of theirs. The one-time codes that carry
// the identity to another device are transferCodes.ts's.
import { allocateIds, chunks, type StoreContext } from './context';
import { hashSecret, sameHash } from './identity';
import { rerankPlayer } from './rerankPlayer';
import type { PlayersTable } from './schema';
import type { Player } from './types';
import { StoreInputError } from './errors';
import { checkCountry, checkId, checkName } from './validate';

const toPlayer = (row: PlayersTable): Player => ({
  id: row.id,
  name: row.name,
  country: row.country,
  createdAt: row.created_at,
  banned: row.banned_at !== null,
});

async function commitBoards(ctx: StoreContext, fresh: Map<string, number>) {
  for (const [id, boardId] of fresh) ctx.boardIds.set(id, boardId);
}

export async function getPlayer(ctx: StoreContext, playerId: number): Promise<Player | null> {
  const row = await ctx.db
    .selectFrom('players')
    .selectAll()
    .where('id', '=', checkId(playerId, 'a player id'))
    .executeTakeFirst();
  return row ? toPlayer(row) : null;
}

/** The player this secret belongs to, or null. */
export async function playerBySecret(
  ctx: StoreContext,
  secret: Uint8Array,
): Promise<Player | null> {
  const hash = hashSecret(secret);
  const row = await ctx.db
    .selectFrom('player_secrets as s')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .selectAll('p')
    .select('s.secret_hash')
    .where('s.secret_hash', '=', hash)
    .executeTakeFirst();
  // The index found the row by its hash; compare it again in constant time before trusting it.
  if (!row || !sameHash(row.secret_hash, hash)) return null;
  return toPlayer(row);
}

/**
 * The player for this secret, made when there is none (the browser's first verified run). Asking twice with
 * the same secret, even at once from two processes, gives the same player.
 */
export async function createPlayer(
  ctx: StoreContext,
  input: { secret: Uint8Array; name: string; country?: string | null },
): Promise<Player> {
  const hash = hashSecret(input.secret);
  const name = checkName(input.name);
  const country = checkCountry(input.country);
  const existing = await playerBySecret(ctx, input.secret);
  if (existing) return existing;
  const created = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const [id] = await allocateIds(ctx, trx, 'players', 1);
      const now = ctx.now();
      const row: PlayersTable = {
        id: id as number,
        name,
        country,
        created_at: now,
        banned_at: null,
      };
      await trx.insertInto('players').values(row).execute();
      const claimed = await trx
        .insertInto('player_secrets')
        .values({ secret_hash: hash, player_id: row.id, created_at: now })
        .onConflict((oc) => oc.column('secret_hash').doNothing())
        .returning('player_id')
        .executeTakeFirst();
      if (!claimed) throw new SecretTaken();
      return toPlayer(row);
    })
    .catch((error: unknown) => {
      if (error instanceof SecretTaken) return null;
      throw error;
    });
  return created ?? ((await playerBySecret(ctx, input.secret)) as Player);
}

class SecretTaken extends Error {}

export const MAX_PLAYERS_AT_ONCE = 10_000;

/**
 * Makes many players in one transaction (imports, benches): each secret must be new. Returns them in the
 * order given.
 */
export async function createPlayers(
  ctx: StoreContext,
  inputs: ReadonlyArray<{ secret: Uint8Array; name: string; country?: string | null }>,
): Promise<Player[]> {
  if (inputs.length > MAX_PLAYERS_AT_ONCE) {
    throw new StoreInputError(`at most ${MAX_PLAYERS_AT_ONCE} players at once`);
  }
  const checked = inputs.map((input) => ({
    hash: hashSecret(input.secret),
    name: checkName(input.name),
    country: checkCountry(input.country),
  }));
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const ids = await allocateIds(ctx, trx, 'players', checked.length);
    const rows: PlayersTable[] = checked.map((input, i) => ({
      id: ids[i] as number,
      name: input.name,
      country: input.country,
      created_at: now,
      banned_at: null,
    }));
    for (const part of chunks(rows, 500)) await trx.insertInto('players').values(part).execute();
    const secrets = checked.map((input, i) => ({
      secret_hash: input.hash,
      player_id: ids[i] as number,
      created_at: now,
    }));
    for (const part of chunks(secrets, 500)) {
      await trx.insertInto('player_secrets').values(part).execute();
    }
    return rows.map(toPlayer);
  });
}

export async function renamePlayer(
  ctx: StoreContext,
  playerId: number,
  name: string,
): Promise<boolean> {
  const result = await ctx.db
    .updateTable('players')
    .set({ name: checkName(name) })
    .where('id', '=', checkId(playerId, 'a player id'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets (or, with null, clears) the player's country; their board rows move to it. */
export async function setCountry(
  ctx: StoreContext,
  playerId: number,
  country: string | null,
): Promise<boolean> {
  const checked = checkCountry(country);
  checkId(playerId, 'a player id');
  const fresh = new Map<string, number>();
  const found = await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('players')
      .set({ country: checked })
      .where('id', '=', playerId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await rerankPlayer(ctx, trx, playerId, fresh);
    return true;
  });
  await commitBoards(ctx, fresh);
  return found;
}

/** Bans (or lifts a ban on) a player: a banned player's rows leave every board and their runs rank nowhere. */
export async function setBanned(
  ctx: StoreContext,
  playerId: number,
  banned: boolean,
): Promise<boolean> {
  checkId(playerId, 'a player id');
  const fresh = new Map<string, number>();
  const found = await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('players')
      .set({ banned_at: banned ? ctx.now() : null })
      .where('id', '=', playerId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await rerankPlayer(ctx, trx, playerId, fresh);
    return true;
  });
  await commitBoards(ctx, fresh);
  return found;
}

/**
 * Deletes the player and every row of theirs: board rows (the counts follow), results, the runs no one else
 * played in, tickets asked for with their secrets, transfer codes, reports by or about them, their secrets.
 * Results of theirs still waiting in the write queue are refused when their turn comes.
 */
export async function deletePlayer(ctx: StoreContext, playerId: number): Promise<boolean> {
  checkId(playerId, 'a player id');
  const fresh = new Map<string, number>();
  const found = await ctx.db.transaction().execute(async (trx) => {
    const player = await trx
      .selectFrom('players')
      .select('id')
      .where('id', '=', playerId)
      .executeTakeFirst();
    if (!player) return false;
    await rerankPlayer(ctx, trx, playerId, fresh, { remove: true });
    const secrets = await trx
      .selectFrom('player_secrets')
      .select('secret_hash')
      .where('player_id', '=', playerId)
      .execute();
    for (const part of chunks(
      secrets.map((s) => s.secret_hash),
      200,
    )) {
      await trx.deleteFrom('run_tickets').where('owner_hash', 'in', part).execute();
    }
    const runIds = (
      await trx.selectFrom('results').select('run_id').where('player_id', '=', playerId).execute()
    ).map((row) => row.run_id);
    await trx
      .deleteFrom('reports')
      .where((eb) =>
        eb.or([
          eb('player_id', '=', playerId),
          eb('reporter_id', '=', playerId),
          eb(
            'result_id',
            'in',
            eb.selectFrom('results').select('id').where('player_id', '=', playerId),
          ),
        ]),
      )
      .execute();
    await trx.deleteFrom('results').where('player_id', '=', playerId).execute();
    for (const part of chunks([...new Set(runIds)], 500)) {
      await trx
        .deleteFrom('runs')
        .where('id', 'in', part)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(selectFrom('results').select('id').whereRef('results.run_id', '=', 'runs.id')),
          ),
        )
        .execute();
    }
    await trx.deleteFrom('transfer_codes').where('player_id', '=', playerId).execute();
    await trx.deleteFrom('player_secrets').where('player_id', '=', playerId).execute();
    await trx.deleteFrom('players').where('id', '=', playerId).execute();
    return true;
  });
  await commitBoards(ctx, fresh);
  return found;
}
