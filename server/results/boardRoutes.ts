// GET /api/boards/:game?period=today|week|all&country=XX&around=me&variant=  : a board's top 100 (one row per
// player, their best verified run), its size, and with the browser's secret and around=me, the player's own
// row and the rows around it wherever it stands.
// GET /api/records/:game?variant=  : the world record and, with the secret, the player's best verified score.
import { isCountryCode } from '../../shared/names/countryCodes';
import {
  BOARD_PERIODS,
  type Board,
  type BoardPeriod,
  type Records,
} from '../../shared/protocol/resultsApi';
import type { BoardRef, BoardPeriod as StoredPeriod } from '../store/index';
import { rowViewer } from './boardRows';
import type { ApiRoute, ResultsDeps } from './apiTypes';
import { BadRequest, parseGame, parseVariant } from './runSettings';

export const BOARD_ROWS = 100;
/** Rows either side of the player's own. */
export const ROWS_AROUND = 5;

const PERIODS: Record<BoardPeriod, StoredPeriod> = { today: 'day', week: 'week', all: 'all' };

function boardOf(game: string, query: URLSearchParams, deps: ResultsDeps) {
  const id = parseGame(game);
  return {
    game: id,
    rulesVersion: deps.rulesVersionOf(id),
    variant: parseVariant(query.get('variant')),
  };
}

function parsePeriod(value: string | null): { name: BoardPeriod; period: StoredPeriod } {
  const name = BOARD_PERIODS.find((key) => key === (value ?? 'all'));
  if (!name) throw new BadRequest('period is today, week or all.');
  return { name, period: PERIODS[name] };
}

function parseCountryFilter(value: string | null): string | null {
  if (value === null || value === '') return null;
  if (!isCountryCode(value)) throw new BadRequest('country is a two-letter code such as "FI".');
  return value;
}

export const boardRoute: ApiRoute = {
  pattern: /^\/api\/boards\/([^/]*)$/,
  method: 'GET',
  limit: 'reads',
  identity: 'optional',
  maxBodyBytes: 0,
  async handle({ params, query, identity }, deps) {
    const { store } = deps;
    const board = boardOf(params[0] ?? '', query, deps);
    const { name, period } = parsePeriod(query.get('period'));
    const country = parseCountryFilter(query.get('country'));
    const around = query.get('around');
    if (around !== null && around !== 'me') throw new BadRequest('around is "me" or absent.');
    const ref: BoardRef = { ...board, period };
    const filter = { country };
    const player = around && identity ? await store.playerBySecret(identity.secret) : null;
    const [rows, total, aroundRows] = await Promise.all([
      store.topOf(ref, { ...filter, limit: BOARD_ROWS }),
      store.boardSize(ref, filter),
      player ? store.aroundMe(ref, player.id, ROWS_AROUND, filter) : Promise.resolve([]),
    ]);
    const you = aroundRows.find((row) => row.playerId === player?.id);
    const rowView = await rowViewer(store, [...rows, ...aroundRows]);
    const body: Board = {
      game: board.game,
      period: name,
      variant: board.variant,
      rulesVersion: board.rulesVersion,
      country,
      total,
      rows: rows.map((row) => rowView(row)),
      ...(around
        ? { you: you ? rowView(you) : null, around: aroundRows.map((row) => rowView(row)) }
        : {}),
    };
    return { status: 200, body };
  },
};

export const recordsRoute: ApiRoute = {
  pattern: /^\/api\/records\/([^/]*)$/,
  method: 'GET',
  limit: 'reads',
  identity: 'optional',
  maxBodyBytes: 0,
  async handle({ params, query, identity }, deps) {
    const { store } = deps;
    const board = boardOf(params[0] ?? '', query, deps);
    const player = identity ? await store.playerBySecret(identity.secret) : null;
    const [record, best] = await Promise.all([
      store.worldRecord({ ...board, period: 'all' }),
      player ? store.bestOf(player.id, board) : Promise.resolve(null),
    ]);
    const rowView = await rowViewer(store, [record, best]);
    const body: Records = {
      game: board.game,
      variant: board.variant,
      rulesVersion: board.rulesVersion,
      worldRecord: record ? rowView(record) : null,
      ...(identity ? { yourBest: best ? rowView(best) : null } : {}),
    };
    return { status: 200, body };
  },
};
