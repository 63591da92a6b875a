import { initGame } from '../../../shared/games/core/runner';
import { DOWNHILL_PER_FRAME, FIELD_HEIGHT } from '../../../shared/games/skiing/constants';
import { skiingRules } from '../../../shared/games/skiing/rules';
import {
  firstMogulAt,
  gatesDrawn,
  lookAheadAt,
  MOGUL_ROWS,
  MOGUL_SPACING,
  SKIER_SCREEN_Y,
} from './slopeView';

describe('the scenery the slope draws', () => {
  const skier = { id: 'p1', name: 'Ana', avatar: 'Ana', isAI: false };
  const settings = { duration: 90, difficulty: 'easy' as const, rounds: 1 };
  const { gates } = initGame(skiingRules, [skier], settings, 4).skiers[0]!;
  const last = gates.at(-1)!;
  // Every position of the run, frame by frame.
  const positions = Array.from({ length: last.y / DOWNHILL_PER_FRAME + 1 }, (_, frame) => {
    const y = frame * DOWNHILL_PER_FRAME;
    return { y, top: y - SKIER_SCREEN_Y, gatesPassed: gates.filter((g) => g.y <= y).length };
  });

  it('draws every gate on screen (flags 34 above, the finish 48 below the last)', () => {
    for (const { top, gatesPassed } of positions) {
      const { from, to } = gatesDrawn(gates, gatesPassed);
      gates.forEach((gate, i) => {
        const below = gate === last ? 48 : 4;
        const onScreen = gate.y - 34 < top + FIELD_HEIGHT && gate.y + below > top;
        if (onScreen)
          expect({ top, gate: i, drawn: i >= from && i < to }).toMatchObject({ drawn: true });
      });
    }
  });

  it('the look-ahead arrow marks the first gate whose flags are below the slope, none after the last', () => {
    const marked = new Set<number>();
    for (const { top, gatesPassed } of positions) {
      const i = lookAheadAt(gates, gatesPassed, top + SKIER_SCREEN_Y);
      marked.add(i);
      const below = (gate: (typeof gates)[number]) => gate.y - 34 >= top + FIELD_HEIGHT;
      // Every gate before it (still to pass) is up on the slope, the marked one is not.
      for (let k = gatesPassed; k < i; k++) expect(below(gates[k]!)).toBe(false);
      if (i < gates.length) expect(below(gates[i]!)).toBe(true);
      else expect(gates.slice(gatesPassed).some(below)).toBe(false);
    }
    // Each gate from the second is marked for a while, and at the end nothing is.
    expect([...marked].sort((a, b) => a - b)).toEqual(
      Array.from({ length: gates.length }, (_, k) => k + 1),
    );
  });

  it('draws every mogul row on screen, and changes the rows drawn only every 4 rows', () => {
    const changes = new Set<number>();
    for (const { y, top } of positions) {
      const first = firstMogulAt(y);
      changes.add(first);
      const firstOnScreen = Math.floor((top - 6) / MOGUL_SPACING);
      const lastOnScreen = Math.ceil((top + FIELD_HEIGHT + 6) / MOGUL_SPACING);
      expect(first).toBeLessThanOrEqual(firstOnScreen + 1);
      expect(first + MOGUL_ROWS - 1).toBeGreaterThanOrEqual(lastOnScreen - 1);
    }
    expect(changes.size).toBeLessThanOrEqual(Math.ceil(last.y / (4 * MOGUL_SPACING)) + 1);
  });
});
