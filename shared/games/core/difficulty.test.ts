import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, difficultyOr } from './difficulty';

describe('difficultyOr', () => {
  it('reads each difficulty as itself', () => {
    for (const difficulty of DIFFICULTIES)
      expect(difficultyOr(difficulty, 'medium')).toBe(difficulty);
  });

  it('gives the fallback for anything that names no difficulty', () => {
    for (const value of ['', 'Hard', 'expert', 3, null, undefined, {}]) {
      expect(difficultyOr(value, 'easy')).toBe('easy');
    }
  });
});
