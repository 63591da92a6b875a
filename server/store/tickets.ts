// Run tickets (issued at Start, used once by the run they were issued for) and the daily challenge's seeds.
import { randomInt } from 'node:crypto';
import type { StoreContext } from './context';
import { StoreInputError } from './errors';
import { hashSecret, newTicketId, sameHash } from './identity';
import type { RunTicketsTable } from './schema';
import type { NewTicket, RunTicket } from './types';
import {
  checkDailyDate,
  checkGame,
  checkGhostResultId,
  checkInteger,
  checkKind,
  checkRulesVersion,
  checkSeed,
  checkSettings,
  checkVariant,
} from './validate';
import { isDay } from './periods';

export const DEFAULT_TICKET_TTL_MS = 10 * 60_000;
export const MAX_TICKET_TTL_MS = 60 * 60_000;

const toTicket = (row: RunTicketsTable): RunTicket => ({
  id: row.id,
  ownerHash: row.owner_hash,
  game: row.game,
  rulesVersion: row.rules_version,
  variant: row.variant,
  kind: row.kind,
  dailyDate: row.daily_date,
  settings: JSON.parse(row.settings) as unknown,
  seed: row.seed,
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  ghostResultId: row.ghost_result_id,
});

export async function issueTicket(ctx: StoreContext, input: NewTicket): Promise<RunTicket> {
  const kind = checkKind(input.kind);
  const ttlMs = checkInteger(
    input.ttlMs ?? DEFAULT_TICKET_TTL_MS,
    'a ticket lifetime',
    1000,
    MAX_TICKET_TTL_MS,
  );
  const now = ctx.now();
  const row: RunTicketsTable = {
    id: newTicketId(),
    owner_hash: hashSecret(input.ownerSecret),
    game: checkGame(input.game),
    rules_version: checkRulesVersion(input.rulesVersion),
    variant: checkVariant(input.variant),
    kind,
    daily_date: checkDailyDate(kind, input.dailyDate),
    settings: checkSettings(input.settings),
    seed: checkSeed(input.seed),
    issued_at: now,
    expires_at: now + ttlMs,
    used_at: null,
    ghost_result_id: checkGhostResultId(kind, input.ghostResultId),
  };
  await ctx.db.insertInto('run_tickets').values(row).execute();
  return toTicket(row);
}

export async function getTicket(ctx: StoreContext, id: string): Promise<RunTicket | null> {
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) return null;
  const row = await ctx.db
    .selectFrom('run_tickets')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toTicket(row) : null;
}

/** Whether the browser holding `secret` asked for this ticket (compared in constant time). */
export function ticketOwnedBy(ticket: RunTicket, secret: Uint8Array): boolean {
  return sameHash(ticket.ownerHash, hashSecret(secret));
}

/** Deletes tickets that expired before `beforeMs` (used or not); returns how many. */
export async function pruneTickets(ctx: StoreContext, beforeMs: number): Promise<number> {
  const result = await ctx.db
    .deleteFrom('run_tickets')
    .where('expires_at', '<', checkInteger(beforeMs, 'a time', 0, Number.MAX_SAFE_INTEGER))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The seed of a game's daily challenge on a UTC day: drawn at random the first time it is asked for. */
export async function dailySeed(ctx: StoreContext, game: string, day: string): Promise<number> {
  checkGame(game);
  if (!isDay(day)) throw new StoreInputError('a day is a UTC date, YYYY-MM-DD');
  await ctx.db
    .insertInto('daily_seeds')
    .values({ game, day, seed: randomInt(2 ** 32 - 1) })
    .onConflict((oc) => oc.columns(['game', 'day']).doNothing())
    .execute();
  const row = await ctx.db
    .selectFrom('daily_seeds')
    .select('seed')
    .where('game', '=', game)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.seed;
}
