// One-time transfer codes: a code (valid 10 minutes) that carries a player's identity to another device, whose
// own new secret then names the same player. The store keeps only each code's SHA-256.
import type { StoreContext } from './context';
import {
  TRANSFER_CODE_TTL_MS,
  hashSecret,
  newTransferCode,
  normalizeTransferCode,
  sha256,
} from './identity';
import { getPlayer } from './players';
import type { Player } from './types';
import { checkId } from './validate';

/** A one-time code (valid 10 minutes) that adds another device to the player; an earlier unused code ends. */
export async function createTransferCode(
  ctx: StoreContext,
  playerId: number,
): Promise<{ code: string; expiresAt: number }> {
  checkId(playerId, 'a player id');
  const code = newTransferCode();
  const now = ctx.now();
  const expiresAt = now + TRANSFER_CODE_TTL_MS;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('transfer_codes')
      .where('player_id', '=', playerId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('transfer_codes')
      .values({
        code_hash: sha256(code),
        player_id: playerId,
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  });
  return { code, expiresAt };
}

/**
 * Uses a transfer code: the device's own new secret now names the code's player too. Null when the code is
 * unknown, used or expired. A code works once.
 */
export async function redeemTransferCode(
  ctx: StoreContext,
  code: string,
  newSecret: Uint8Array,
): Promise<Player | null> {
  const hash = hashSecret(newSecret);
  const normalized = normalizeTransferCode(code);
  if (!normalized) return null;
  const now = ctx.now();
  const playerId = await ctx.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('transfer_codes')
      .set({ used_at: now })
      .where('code_hash', '=', sha256(normalized))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('player_id')
      .executeTakeFirst();
    if (!used) return null;
    await trx
      .insertInto('player_secrets')
      .values({ secret_hash: hash, player_id: used.player_id, created_at: now })
      .onConflict((oc) => oc.column('secret_hash').doUpdateSet({ player_id: used.player_id }))
      .execute();
    return used.player_id;
  });
  return playerId === null ? null : getPlayer(ctx, playerId);
}
