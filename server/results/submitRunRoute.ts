// POST /api/runs { ticketId, log, claimed, name?, country? } with the browser's secret: the run is re-played
// (the injected RunVerifier) and kept only if everything matches: the ticket this browser's, unused and
// unexpired; the log re-plays to the claimed results within the input ceiling and the wall clock; the log is
// not a copy of one already kept; the player not banned. The player is made at their first verified run. The answer waits for the
// database to acknowledge the write (a 'Verified' survives a crash of the server right after), then gives
// the run's places and the world record. A refused run is { verified: false, reason } with one line.
import { quietLog } from '../log/quietLog';
import {
  StoreRejectedError,
  type BoardRef,
  type Player,
  type ResultsStore,
  type RunTicket,
} from '../store/index';
import { placeView, rowViewer } from './boardRows';
import { nameForNewPlayer, parseCountry, parseName } from './playerFields';
import type { ApiAnswer, ApiRoute } from './apiTypes';
import { BadRequest } from './runSettings';
import type { RunVerdict } from './runVerifier';
import {
  BANNED_PLAYER_REASON,
  type RunVerdict as VerdictBody,
} from '../../shared/protocol/resultsApi';

/** A run's log is at most 64 KB as the store keeps it; as base64 in JSON, with its claimed results, this. */
export const MAX_RUN_BODY_BYTES = 100 * 1024;

export const REASONS = {
  foreignTicket: 'This run’s ticket was not issued to this browser.',
  usedTicket: 'This run’s ticket was already used: each run is submitted once.',
  expiredTicket: 'This run’s ticket expired before the run was submitted.',
  replayFailed: 'The server could not re-play this run.',
  rulesChanged: 'The game’s rules changed during this run, so it cannot rank with the others.',
  copiedLog: 'This run’s inputs are a copy of a run already kept.',
  bannedPlayer: BANNED_PLAYER_REASON,
} as const;

function refuse(reason: string): ApiAnswer {
  const body: VerdictBody = { verified: false, reason };
  return { status: 200, body };
}

export const submitRunRoute: ApiRoute = {
  pattern: /^\/api\/runs$/,
  method: 'POST',
  limit: 'runs',
  identity: 'required',
  maxBodyBytes: MAX_RUN_BODY_BYTES,
  async handle({ body, identity }, deps) {
    const { store, verifyRun, now } = deps;
    const secret = (identity as { secret: Buffer }).secret;
    const ticketId = body.ticketId;
    if (typeof ticketId !== 'string' || !/^[\w-]{1,64}$/.test(ticketId)) {
      throw new BadRequest('ticketId is the id the run’s ticket gave.');
    }
    if (body.log === undefined || body.claimed === undefined) {
      throw new BadRequest('A run is submitted with its log and its claimed results.');
    }
    const name = parseName(body.name);
    const country = parseCountry(body.country);

    const ticket = await store.getTicket(ticketId);
    if (!ticket || !store.ticketOwnedBy(ticket, secret)) return refuse(REASONS.foreignTicket);
    if (ticket.usedAt !== null) return refuse(REASONS.usedTicket);
    const receivedAtMs = now();
    if (receivedAtMs > ticket.expiresAt) return refuse(REASONS.expiredTicket);
    // A banned player's runs rank nowhere: nothing of theirs is re-played or kept.
    const existing = await store.playerBySecret(secret);
    if (existing?.banned) return refuse(REASONS.bannedPlayer);

    let verdict: RunVerdict;
    try {
      verdict = await verifyRun(ticket, body.log, body.claimed, receivedAtMs);
    } catch (error) {
      quietLog.note(
        'results: re-play failed',
        `results: re-play failed (${ticket.game}): ${error instanceof Error ? error.message : String(error)}`,
      );
      return refuse(REASONS.replayFailed);
    }
    if (!verdict.ok) return refuse(verdict.reason);
    if (verdict.rulesVersion !== ticket.rulesVersion) return refuse(REASONS.rulesChanged);
    if ((await store.findRunWithLog(ticket.seed, verdict.logBytes)) !== null) {
      return refuse(REASONS.copiedLog);
    }

    const player = await playerFor(store, existing, secret, name, country);
    let saved;
    try {
      saved = await store.saveRun({
        game: ticket.game,
        rulesVersion: ticket.rulesVersion,
        variant: ticket.variant,
        kind: ticket.kind,
        dailyDate: ticket.dailyDate,
        settings: ticket.settings,
        seed: ticket.seed,
        log: verdict.logBytes,
        ticketId: ticket.id,
        ghostResultId: ticket.ghostResultId,
        results: [
          {
            playerId: player.id,
            seat: 0,
            score: verdict.score,
            timeMs: verdict.timeMs ?? 0,
            verified: true,
          },
        ],
      });
    } catch (error) {
      // Another submission of this ticket was written first (the database marks a ticket used once).
      if (error instanceof StoreRejectedError) return refuse(REASONS.usedTicket);
      throw error;
    }
    const resultId = saved.resultIds[0] as number;
    if (ticket.kind === 'ghost') {
      // A ghost race ranks nowhere: the answer says so rather than giving the player's places.
      const unranked: VerdictBody = {
        verified: true,
        ranked: false,
        resultId,
        playerId: player.id,
        score: verdict.score,
        timeMs: verdict.timeMs,
      };
      return { status: 200, body: unranked };
    }
    const answer: VerdictBody = {
      verified: true,
      resultId,
      playerId: player.id,
      score: verdict.score,
      timeMs: verdict.timeMs,
      ...(await standing(store, ticket, player.id, resultId)),
    };
    return { status: 200, body: answer };
  },
};

/** The player this secret names, made now if it names none; a name or country sent updates theirs. */
async function playerFor(
  store: ResultsStore,
  existing: Player | null,
  secret: Buffer,
  name: string | undefined,
  country: string | null | undefined,
): Promise<Player> {
  if (!existing) {
    return store.createPlayer({ secret, name: nameForNewPlayer(name), country: country ?? null });
  }
  if (name !== undefined && name !== existing.name) await store.renamePlayer(existing.id, name);
  if (country !== undefined && country !== existing.country) {
    await store.setCountry(existing.id, country);
  }
  return existing;
}

/** The player's places (their best run's on each board this run ranks on) and the world record. */
async function standing(
  store: ResultsStore,
  ticket: RunTicket,
  playerId: number,
  resultId: number,
): Promise<
  Pick<Extract<VerdictBody, { personalBest: boolean }>, 'place' | 'personalBest' | 'worldRecord'>
> {
  const board = { game: ticket.game, rulesVersion: ticket.rulesVersion, variant: ticket.variant };
  const on = (ref: Omit<BoardRef, keyof typeof board>) =>
    store.placeOf({ ...board, ...ref }, playerId);
  const [today, week, allTime, record] = await Promise.all([
    ticket.dailyDate ? on({ period: 'day', day: ticket.dailyDate }) : Promise.resolve(null),
    on({ period: 'week' }),
    on({ period: 'all' }),
    store.worldRecord({ ...board, period: 'all' }),
  ]);
  return {
    place: {
      ...(ticket.dailyDate ? { today: placeView(today) } : {}),
      week: placeView(week),
      allTime: placeView(allTime),
    },
    personalBest: allTime?.row.resultId === resultId,
    worldRecord: record ? (await rowViewer(store, [record]))(record) : null,
  };
}
