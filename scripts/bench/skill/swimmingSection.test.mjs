import { describe, expect, it } from 'vitest';
import { swimmingSection } from './swimmingSection.mjs';

const hand = (name, strokes, raceS, lowestEnergy, score) => ({
  name,
  strokes: { mean: strokes, p10: strokes - 1.4, p90: strokes + 1.6 },
  raceS: { mean: raceS, p10: raceS - 0.3, p90: raceS + 0.3 },
  lowestEnergy,
  score: { mean: score, p10: score - 4, p90: score + 4 },
});

const figures = {
  hands: [
    hand('3/s', 10.4, 3.7, 98, 1863),
    hand('5/s', 10.5, 2.34, 95, 1877),
    hand('ceiling 15/s', 10.5, 0.89, 81.4, 1891),
  ],
  equals: { plays: 200, fewerStrokesWon: 0.97, sameStrokes: 56 },
  upsets: [
    { label: '3/s beats 5/s', rate: 0 },
    { label: '5/s beats ceiling 15/s', rate: 0.014 },
  ],
};

describe('the swimming section of docs/skill.md', () => {
  const text = swimmingSection(figures, 200);

  it('puts each hand in the table, strokes to the wall in whole strokes at the ends', () => {
    expect(text).toContain('| 5/s | 10.5 (9–12) | 2.34 (2.04–2.64) | 95% | 1877 (1873–1881) |');
    expect(text.match(/^\| /gm)).toHaveLength(2 + figures.hands.length);
  });

  it('says in words what the figures say, every number the bench’s', () => {
    expect(text).toContain('swam 200 races alone');
    expect(text).toMatch(/only 0% \(3\/s beats 5\/s\), 1% \(5\/s beats ceiling 15\/s\) of\s+races/);
    expect(text).toMatch(/won 97% of the races that stroke counts decided \(in 56 of 200/);
    expect(text).toMatch(/less than 81% left at the wall/);
    expect(text).toMatch(/At 5\/s it lasts 2\.34 s from GO, at the ceiling 0\.89 s/);
    expect(text).toMatch(/mean score \(1863\) is 28 points under the ceiling's \(1891\)/);
  });

  it('keeps its prose within 110 characters a line', () => {
    const prose = text.split('\n').filter((line) => !line.startsWith('|'));
    for (const line of prose) expect(line.length).toBeLessThanOrEqual(110);
  });
});
