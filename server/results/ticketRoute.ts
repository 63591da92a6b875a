// POST /api/runs/ticket { game, settings, daily? } with the browser's secret: a run ticket for the run about to
// start. The server picks the seed (the day's seed for the daily challenge, whose settings are the practice
// settings for everyone) and notes the time; the ticket is bound to the secret's hash, whether or not the
// secret has a player yet (a player is made at the first verified run). A ticket may ask for a ghost
// (`ghostOf`: a result id, "record" or "best"): it then gets the ghost's own seed and settings and its log, and
// the run it verifies is kept as a ghost race, which never ranks on a board (its seed was known in advance).
import { randomInt } from 'node:crypto';
import { utcDay } from '../store/index';
import type { RunTicket as TicketBody } from '../../shared/protocol/resultsApi';
import type { ApiAnswer, ApiRoute } from './apiTypes';
import { findGhost, GhostRefused, parseGhostOf, type Ghost } from './ghostOf';
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
  async handle({ body, identity }, { store, rulesVersionOf, now }): Promise<ApiAnswer> {
    const game = parseGame(body.game);
    const secret = (identity as { secret: Buffer }).secret;
    if (body.daily !== undefined && typeof body.daily !== 'boolean') {
      throw new BadRequest('daily is true or false.');
    }
    const daily = body.daily === true;
    let ghost: Ghost | null = null;
    if (body.ghostOf !== undefined) {
      if (daily)
        throw new BadRequest('A ghost race is not the daily challenge: ask for one or the other.');
      try {
        ghost = await findGhost(
          store,
          game,
          rulesVersionOf(game),
          parseGhostOf(body.ghostOf),
          secret,
        );
      } catch (error) {
        if (error instanceof GhostRefused)
          return { status: error.status, body: { error: error.message } };
        throw error;
      }
    }
    const settings = ghost
      ? ghost.settings
      : daily
        ? { ...PRACTICE_SETTINGS }
        : parseSettings(body.settings);
    const dailyDate = daily ? utcDay(now()) : null;
    const seed = ghost
      ? ghost.seed
      : dailyDate
        ? await store.dailySeed(game, dailyDate)
        : randomInt(2 ** 32 - 1);
    const ticket = await store.issueTicket({
      ownerSecret: secret,
      game,
      rulesVersion: rulesVersionOf(game),
      variant: boardVariant(settings),
      kind: ghost ? 'ghost' : daily ? 'daily' : 'practice',
      dailyDate,
      settings,
      seed,
      ghostResultId: ghost?.resultId ?? null,
      ttlMs: ticketLifetimeMs(settings.duration * settings.rounds),
    });
    const answer: TicketBody = {
      ticketId: ticket.id,
      seed: ticket.seed,
      kind: ghost ? 'ghost' : daily ? 'daily' : 'practice',
      ...(ticket.dailyDate ? { dailyDate: ticket.dailyDate } : {}),
      settings,
      variant: ticket.variant,
      rulesVersion: ticket.rulesVersion,
      issuedAt: ticket.issuedAt,
      expiresAt: ticket.expiresAt,
      ...(ghost
        ? {
            ghost: {
              resultId: ghost.resultId,
              playerName: ghost.playerName,
              score: ghost.score,
              timeMs: ghost.timeMs,
              date: ghost.date,
              log: ghost.log,
            },
          }
        : {}),
    };
    return { status: 200, body: answer };
  },
};
