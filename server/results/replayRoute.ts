// GET /api/replays/:resultId  : a stored verified result's input log (base64) with whose run it is, the game, its
// score and date and the rules version it was played under, for the browser to replay. A daily challenge's runs
// are withheld until its UTC day is over (no copying today's leader), and a room's runs are kept in another
// format that the browser cannot replay yet.
import { bytesToBase64 } from '../../shared/runs/runLog';
import type { ApiRoute } from './apiTypes';
import { REPLAYABLE_KINDS } from './replayable';
import { BadRequest } from './runSettings';

/** The URL's id: a whole number from 1, at most 15 digits (the store's ids are safe integers). */
export function parseResultId(value: string): number {
  if (!/^[1-9]\d{0,14}$/.test(value)) throw new BadRequest('A replay’s id is a whole number.');
  return Number(value);
}

const DAY_MS = 86_400_000;
const NOT_FOUND = 'There is no replay with this id: it may have been removed.';

export const replayRoute: ApiRoute = {
  pattern: /^\/api\/replays\/([^/]*)$/,
  method: 'GET',
  limit: 'reads',
  identity: 'optional',
  maxBodyBytes: 0,
  async handle({ params }, { store }) {
    const resultId = parseResultId(params[0] ?? '');
    const replay = await store.replayOf(resultId);
    if (!replay) {
      const withheld = await store.withheldDailyDate(resultId);
      if (withheld !== null) {
        return {
          status: 403,
          body: {
            error: `This run is of the daily challenge of ${withheld}: its replay is published when that day is over (midnight UTC).`,
            availableAt: new Date(Date.parse(`${withheld}T00:00:00Z`) + DAY_MS).toISOString(),
          },
        };
      }
      return { status: 404, body: { error: NOT_FOUND } };
    }
    if (!REPLAYABLE_KINDS.has(replay.kind)) {
      return {
        status: 404,
        body: { error: 'This run was played in a room: room games cannot be replayed yet.' },
      };
    }
    return {
      status: 200,
      body: {
        resultId: replay.resultId,
        playerName: replay.playerName,
        game: replay.game,
        rulesVersion: replay.rulesVersion,
        variant: replay.variant,
        kind: replay.kind,
        dailyDate: replay.dailyDate,
        score: replay.score,
        timeMs: replay.timeMs,
        date: new Date(replay.createdAt).toISOString(),
        log: bytesToBase64(replay.log),
      },
    };
  },
};
