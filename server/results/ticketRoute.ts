// POST /api/runs/ticket { game, settings, daily? } with the browser's secret: a run ticket for the run about to
// start. The server picks the seed (the day's seed for the daily challenge, whose settings are the practice
// settings for everyone) and notes the time; the ticket is bound to the secret's hash, whether or not the
// secret has a player yet (a player is made at the first verified run).
import { randomInt } from 'node:crypto';
import { utcDay } from '../store/index';
import type { RunTicket as TicketBody } from '../../shared/protocol/resultsApi';
import type { ApiRoute } from './apiTypes';
import {
  BadRequest,
  boardVariant,
  parseGame,
  parseSettings,
  PRACTICE_SETTINGS,
} from './runSettings';

export const TICKET_PATH = '/api/runs/ticket';

/** Long enough for the game's clock, its countdowns and pauses a ranked run may hold; at least 10 minutes. */
export function ticketLifetimeMs(playSeconds: number): number {
  return Math.min(60 * 60_000, Math.max(10 * 60_000, playSeconds * 1000 + 5 * 60_000));
}

export const ticketRoute: ApiRoute = {
  pattern: /^\/api\/runs\/ticket$/,
  method: 'POST',
  limit: 'runs',
  identity: 'required',
  maxBodyBytes: 4 * 1024,
  async handle({ body, identity }, { store, rulesVersionOf, now }) {
    const game = parseGame(body.game);
    if (body.daily !== undefined && typeof body.daily !== 'boolean') {
      throw new BadRequest('daily is true or false.');
    }
    const daily = body.daily === true;
    const settings = daily ? { ...PRACTICE_SETTINGS } : parseSettings(body.settings);
    const dailyDate = daily ? utcDay(now()) : null;
    const seed = dailyDate ? await store.dailySeed(game, dailyDate) : randomInt(2 ** 32 - 1);
    const ticket = await store.issueTicket({
      ownerSecret: (identity as { secret: Buffer }).secret,
      game,
      rulesVersion: rulesVersionOf(game),
      variant: boardVariant(settings),
      kind: daily ? 'daily' : 'practice',
      dailyDate,
      settings,
      seed,
      ttlMs: ticketLifetimeMs(settings.duration * settings.rounds),
    });
    const answer: TicketBody = {
      ticketId: ticket.id,
      seed: ticket.seed,
      kind: daily ? 'daily' : 'practice',
      ...(ticket.dailyDate ? { dailyDate: ticket.dailyDate } : {}),
      settings,
      variant: ticket.variant,
      rulesVersion: ticket.rulesVersion,
      issuedAt: ticket.issuedAt,
      expiresAt: ticket.expiresAt,
    };
    return { status: 200, body: answer };
  },
};
