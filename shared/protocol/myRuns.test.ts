import { MY_RUNS_LIMIT, readMyRuns, type MyRun } from './myRuns';

const RUN: MyRun = {
  resultId: 12,
  game: 'swimming',
  kind: 'daily',
  ranked: true,
  dailyDate: '2026-11-27',
  score: 1912,
  timeMs: 61_000,
  date: '2026-11-27T06:00:00.000Z',
  replayable: false,
};

const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the My runs answer', () => {
  it('reads runs as the server sends them', () => {
    const practice = { ...RUN, resultId: 11, kind: 'practice', dailyDate: null, replayable: true };
    expect(readMyRuns(wire({ runs: [RUN, practice] }))).toEqual({ runs: [RUN, practice] });
    expect(readMyRuns({ runs: [] })).toEqual({ runs: [] });
  });

  it('takes no answer of another shape: a bad field in any run, or more runs than the limit', () => {
    for (const bad of [
      { replayable: 'no' },
      { replayable: undefined },
      { kind: 'tournament' },
      { game: 'chess' },
      { ranked: 1 },
      { dailyDate: 'yesterday' },
      { score: '1912' },
      { date: 5 },
    ]) {
      expect(readMyRuns({ runs: [{ ...RUN, ...bad }] }), JSON.stringify(bad)).toBeNull();
    }
    expect(readMyRuns({ runs: Array.from({ length: MY_RUNS_LIMIT + 1 }, () => RUN) })).toBeNull();
    expect(readMyRuns({ runs: RUN })).toBeNull();
    expect(readMyRuns([RUN])).toBeNull();
    expect(readMyRuns(null)).toBeNull();
  });
});
