// GET /api/replays/:resultId  : a stored verified result's input log (base64) with whose run it is, the game, its
// score and date and the rules version it was played under, for the browser to replay. A daily challenge's runs
// are withheld until its UTC day is over (no copying today's leader). A room's run comes as its round instead of
// a log (`room`: settings, seed, the seats' names, the last tick and the inputs) with the seat that is its
// player's; the room's id and its members' session ids stay on the server.
import { bytesToBase64 } from '../../shared/runs/runLog';
import type { ApiRoute } from './apiTypes';
import { storedRoomLog } from './replayable';
import { BadRequest } from './runSettings';

/** The URL's id: a whole number from 1, at most 15 digits (the store's ids are safe integers). */
export function parseResultId(value: string): number {
  if (!/^[1-9]\d{0,14}$/.test(value)) throw new BadRequest('A replay’s id is a whole number.');
  return Number(value);
}

const DAY_MS = 86_400_000;
const NOT_FOUND = 'There is no replay with this id: it may have been removed.';
export const ROOM_NOT_KEPT =
  'This room game was not kept in full (it was played before room games could be replayed, or had too many inputs to keep): it cannot be replayed.';

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
    const header = {
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
      ...(replay.ghost ? { ghost: replay.ghost } : {}),
    };
    if (replay.kind === 'room') {
      const room = storedRoomLog(replay);
      if (!room) return { status: 404, body: { error: ROOM_NOT_KEPT } };
      return { status: 200, body: { ...header, seat: replay.seat, room } };
    }
    return { status: 200, body: { ...header, log: bytesToBase64(replay.log) } };
  },
};
