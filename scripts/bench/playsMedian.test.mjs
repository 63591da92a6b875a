import { describe, expect, it } from 'vitest';
import { costMedian, medianRow, playsLine, playsOver } from './playsMedian.mjs';

const play = (figures) => ({
  game: 'swimming',
  frames: 240,
  rafMedianMs: 0.8,
  rafP95Ms: 1.9,
  scriptMedianMs: 1.1,
  scriptP95Ms: 5.4,
  dropped: 7,
  longFrames: 0,
  longestFrameMs: 0,
  interactions: 69,
  inpMs: 32,
  stillPlaying: false,
  longFrameDetails: [],
  ...figures,
});

describe('costMedian', () => {
  it('takes the middle value, and the higher middle one of an even count', () => {
    expect(costMedian([3, 1, 2])).toBe(2);
    expect(costMedian([1.5, 2.5])).toBe(2.5);
    expect(costMedian([4, 1, 3, 2])).toBe(3);
    expect(costMedian([7])).toBe(7);
  });

  it('counts null (an INP under 16 ms) as the lowest value', () => {
    expect(costMedian([48, null, null])).toBeNull();
    expect(costMedian([null, 40, 24])).toBe(24);
  });
});

describe('medianRow', () => {
  it("takes each figure's median separately and keeps every play's figures", () => {
    const row = medianRow([
      play({ rafP95Ms: 2.4, inpMs: 24, longFrames: 1, longestFrameMs: 61 }),
      play({ rafP95Ms: 1.7, inpMs: 56, longFrames: 0 }),
      play({ rafP95Ms: 1.9, inpMs: 32, longFrames: 0 }),
    ]);
    expect(row).toMatchObject({
      game: 'swimming',
      rafP95Ms: 1.9,
      inpMs: 32,
      longFrames: 0,
      longestFrameMs: 0,
    });
    expect(row.plays.map((p) => p.rafP95Ms)).toEqual([2.4, 1.7, 1.9]);
    expect(row.plays[0]).not.toHaveProperty('longFrameDetails');
  });

  it('is still playing only if every play was, and numbers the long frames by play', () => {
    const row = medianRow([
      play({ stillPlaying: true, longFrameDetails: ['+1.00 s: 60 ms'] }),
      play({ stillPlaying: false, longFrameDetails: ['+2.00 s: 55 ms'] }),
    ]);
    expect(row.stillPlaying).toBe(false);
    expect(row.longFrameDetails).toEqual(['(play 1) +1.00 s: 60 ms', '(play 2) +2.00 s: 55 ms']);
  });

  it("keeps a replay's seek figures, and adds none to a game's row", () => {
    expect(medianRow([play({})])).not.toHaveProperty('seekLongFrames');
    const replay = medianRow([play({ seekLongFrames: 1 }), play({ seekLongFrames: 0 })]);
    expect(replay.seekLongFrames).toBe(1);
  });

  it('refuses no plays', () => {
    expect(() => medianRow([])).toThrow(/at least one play/);
  });
});

describe('playsLine and playsOver', () => {
  const row = medianRow([
    play({ rafP95Ms: 2.41, inpMs: null, longFrames: 1 }),
    play({ rafP95Ms: 1.7, inpMs: 56 }),
    play({ rafP95Ms: 1.93, inpMs: 32 }),
  ]);

  it("prints each play's figures in order", () => {
    expect(playsLine(row)).toBe(
      'rAF p95 2.41 / 1.70 / 1.93 ms · long frames 1 / 0 / 0 · INP <16 / 56 / 32 ms',
    );
  });

  it('counts the plays over a limit, an INP under 16 ms as under it', () => {
    expect(playsOver(row, (p) => p.rafP95Ms, 2)).toBe(1);
    expect(playsOver(row, (p) => p.inpMs, 50)).toBe(1);
    expect(playsOver(row, (p) => p.longFrames, 0)).toBe(1);
  });
});
