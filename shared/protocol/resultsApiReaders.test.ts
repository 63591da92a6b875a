import {
  readBoard,
  readBoardRow,
  readRecords,
  readRunTicket,
  readRunVerdict,
} from './resultsApiReaders';
import type { Board, BoardRow, RunTicket, RunVerdict } from './resultsApi';

const ROW: BoardRow = {
  place: 1,
  medal: 'gold',
  playerId: 4,
  resultId: 9,
  name: 'Asha',
  avatar: 'Asha',
  country: 'IN',
  score: 1912,
  timeMs: 61_000,
  date: '2026-11-27T06:00:00.000Z',
  replayable: true,
};

const BOARD: Board = {
  game: 'swimming',
  period: 'week',
  variant: '',
  rulesVersion: 2,
  country: null,
  total: 1,
  rows: [ROW],
  you: null,
  around: [],
};

/** What a server sends, as the browser receives it. */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the results routes’ answers', () => {
  it('reads a board row, and refuses one with a field of the wrong kind', () => {
    expect(readBoardRow(wire(ROW))).toEqual(ROW);
    expect(readBoardRow(wire({ ...ROW, medal: null, country: null }))).toEqual({
      ...ROW,
      medal: null,
      country: null,
    });
    expect(readBoardRow({ ...ROW, medal: 'tin' })).toBeNull();
    expect(readBoardRow({ ...ROW, country: 'Finland' })).toBeNull();
    expect(readBoardRow({ ...ROW, score: '1912' })).toBeNull();
    expect(readBoardRow([ROW])).toBeNull();
    // Whether its replay is given out now: the server says so on every row.
    expect(readBoardRow(wire({ ...ROW, replayable: false }))).toEqual({
      ...ROW,
      replayable: false,
    });
    expect(readBoardRow({ ...ROW, replayable: 'yes' })).toBeNull();
    expect(readBoardRow({ ...ROW, replayable: undefined })).toBeNull();
  });

  it('reads a board with or without the player’s own rows', () => {
    expect(readBoard(wire(BOARD))).toEqual(BOARD);
    const top = { ...BOARD, you: undefined, around: undefined };
    delete top.you;
    delete top.around;
    expect(readBoard(wire(top))).toEqual(top);
    expect(readBoard({ ...BOARD, rows: [ROW, { name: 'x' }] })).toBeNull();
    expect(readBoard({ ...BOARD, period: 'year' })).toBeNull();
    expect(readBoard({ ...BOARD, game: 'chess' })).toBeNull();
    expect(readBoard({ ...BOARD, you: 'me' })).toBeNull();
  });

  it('reads the records, world record null on an empty board', () => {
    const records = { game: 'archery', variant: '', rulesVersion: 1, worldRecord: ROW };
    expect(readRecords(wire(records))).toEqual(records);
    expect(readRecords({ ...records, worldRecord: null, yourBest: null })).toEqual({
      ...records,
      worldRecord: null,
      yourBest: null,
    });
    expect(readRecords({ ...records, worldRecord: undefined })).toBeNull();
  });

  it('reads both verdicts, and nothing else', () => {
    const verified: RunVerdict = {
      verified: true,
      resultId: 71,
      playerId: 4,
      score: 900,
      timeMs: null,
      place: { week: { place: 3, of: 40 }, allTime: { place: 9, of: 340 } },
      personalBest: true,
      worldRecord: ROW,
    };
    expect(readRunVerdict(wire(verified))).toEqual(verified);
    expect(readRunVerdict({ verified: false, reason: 'Too slow.' })).toEqual({
      verified: false,
      reason: 'Too slow.',
    });
    expect(readRunVerdict({ verified: false })).toBeNull();
    expect(readRunVerdict({ ...verified, place: { week: { place: 3 } } })).toBeNull();
    expect(readRunVerdict({ ...verified, verified: 'yes' })).toBeNull();
  });

  it('reads a run ticket', () => {
    const ticket: RunTicket = {
      ticketId: 't-1',
      seed: 42,
      kind: 'daily',
      dailyDate: '2026-11-27',
      settings: { duration: 60, difficulty: 'medium', rounds: 1 },
      variant: '',
      rulesVersion: 1,
      issuedAt: 1,
      expiresAt: 2,
    };
    expect(readRunTicket(wire(ticket))).toEqual(ticket);
    expect(
      readRunTicket({ ...ticket, settings: { ...ticket.settings, difficulty: 'x' } }),
    ).toBeNull();
    expect(readRunTicket({ ...ticket, kind: 'room' })).toBeNull();
  });

  it('reads a ghost race’s ticket only with its ghost, and its unranked verdict', () => {
    const ghost: RunTicket = {
      ticketId: 't-2',
      seed: 7,
      kind: 'ghost',
      settings: { duration: 90, difficulty: 'medium', rounds: 1 },
      variant: '',
      rulesVersion: 1,
      issuedAt: 1,
      expiresAt: 2,
      ghost: {
        resultId: 12,
        playerName: 'Asha',
        score: 1900,
        timeMs: 41_000,
        date: '2026-11-26T10:00:00.000Z',
        log: 'AAEC',
      },
    };
    expect(readRunTicket(wire(ghost))).toEqual(ghost);
    expect(readRunTicket({ ...ghost, ghost: undefined })).toBeNull();
    expect(readRunTicket({ ...ghost, ghost: { ...ghost.ghost, log: 3 } })).toBeNull();
    expect(readRunTicket({ ...ghost, kind: 'practice' })).toBeNull();

    const unranked = {
      verified: true,
      ranked: false,
      resultId: 9,
      playerId: 2,
      score: 5,
      timeMs: null,
    };
    expect(readRunVerdict(wire(unranked))).toEqual(unranked);
    expect(readRunVerdict({ ...unranked, score: 'five' })).toBeNull();
  });
});
