// The ghost a race ticket asks for: a stored verified run of the same game (by its result id, the game's world
// record, or this browser's best), given with its seed, settings and input log so the browser plays the same
// course beside it. Today's daily challenge is withheld as its replays are (no racing today's leader on today's
// seed), and a ghost played under other rules than the running code's cannot be raced.
import type { GameId, GameSettings } from '../../shared/games/core/types';
import { findMiniGame } from '../../shared/games/catalog';
import { GHOST_GAMES } from '../../shared/games/ghostGames';
import { bytesToBase64 } from '../../shared/runs/runLog';
import type { ResultsStore } from '../store/index';
import { BadRequest, parseSettings } from './runSettings';

/** The games whose view can draw a ghost beside the player: swimming's lanes, the sprint's and the slope. */

export type GhostRequest = { resultId: number } | { record: true } | { best: true };

/** A refusal with its HTTP status: the route answers `{ error }` with it. */
export class GhostRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** `ghostOf` in a ticket request: a result id (whole number from 1), 'record' or 'best'. */
export function parseGhostOf(value: unknown): GhostRequest {
  if (value === 'record') return { record: true };
  if (value === 'best') return { best: true };
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) {
    return { resultId: value };
  }
  throw new BadRequest('ghostOf is a result id, "record" or "best".');
}

export interface Ghost {
  resultId: number;
  playerName: string;
  score: number;
  timeMs: number;
  date: string;
  seed: number;
  settings: GameSettings;
  /** The ghost's input log, base64, as a replay gives it. */
  log: string;
}

const DAY_MS = 86_400_000;

export async function findGhost(
  store: ResultsStore,
  game: GameId,
  rulesVersion: number,
  request: GhostRequest,
  secret: Buffer,
): Promise<Ghost> {
  if (!GHOST_GAMES.includes(game)) {
    throw new BadRequest('Ghost races are run in swimming, the sprint and alpine skiing.');
  }
  const resultId = await resultIdOf(store, game, rulesVersion, request, secret);
  const replay = await store.replayOf(resultId);
  if (!replay) {
    const withheld = await store.withheldDailyDate(resultId);
    if (withheld !== null) {
      const over = new Date(Date.parse(`${withheld}T00:00:00Z`) + DAY_MS).toISOString();
      throw new GhostRefused(
        403,
        `This run is of the daily challenge of ${withheld}: it can be raced when that day is over (${over}).`,
      );
    }
    throw new GhostRefused(404, 'There is no run with this id to race: it may have been removed.');
  }
  if (replay.kind === 'room') {
    throw new GhostRefused(404, 'This run was played in a room: room games cannot be raced.');
  }
  if (replay.game !== game) {
    const itsGame = findMiniGame(replay.game)?.name ?? replay.game;
    throw new BadRequest(`This run is of another game (${itsGame}): race it in that game.`);
  }
  if (replay.rulesVersion !== rulesVersion) {
    throw new GhostRefused(
      409,
      'This run was played under older rules of the game: it cannot be raced.',
    );
  }
  let settings: GameSettings;
  try {
    settings = parseSettings(replay.settings);
  } catch {
    throw new GhostRefused(404, 'This run’s settings cannot be played again.');
  }
  return {
    resultId: replay.resultId,
    playerName: replay.playerName,
    score: replay.score,
    timeMs: replay.timeMs,
    date: new Date(replay.createdAt).toISOString(),
    seed: replay.seed,
    settings,
    log: bytesToBase64(replay.log),
  };
}

async function resultIdOf(
  store: ResultsStore,
  game: GameId,
  rulesVersion: number,
  request: GhostRequest,
  secret: Buffer,
): Promise<number> {
  if ('resultId' in request) return request.resultId;
  if ('record' in request) {
    const record = await store.worldRecord({ game, rulesVersion, variant: '', period: 'all' });
    if (!record) throw new GhostRefused(404, 'This game has no world record to race yet.');
    return record.resultId;
  }
  const player = await store.playerBySecret(secret);
  const best = player ? await store.bestOf(player.id, { game, rulesVersion, variant: '' }) : null;
  if (!best) throw new GhostRefused(404, 'You have no verified run of this game to race yet.');
  return best.resultId;
}
