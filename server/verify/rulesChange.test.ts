// @vitest-environment node
// A rules change without a rules-version bump fails the reference-log check: for each game, one constant of its
// rules is edited (as a developer might, leaving RULES_VERSIONS alone), and the game's browser-recorded reference
// log then no longer re-plays to what it recorded, while the other games' logs still do.
import type { GameId } from '../../shared/games/core/types';
import { GAME_IDS, RULES_VERSIONS } from '../../shared/runs/rulesVersions';

/** Per game: a constants module of its rules and one edit to it. */
const EDITS: Record<GameId, { module: string; constant: string; to: number }> = {
  swimming: {
    module: '../../shared/games/swimming/constants',
    constant: 'STROKE_DISTANCE_FACTOR',
    to: 0.51,
  },
  athletics: {
    module: '../../shared/games/sprint/constants',
    constant: 'SPEED_PER_CLICK',
    to: 2.1,
  },
  archery: { module: '../../shared/games/archery/constants', constant: 'RING_WIDTH', to: 14 },
  basketball: { module: '../../shared/games/basketball/constants', constant: 'POWER_STEP', to: 6 },
  fencing: {
    module: '../../shared/games/fencing/constants',
    constant: 'LUNGE_FLIGHT_TICKS',
    to: 5,
  },
  weightlifting: {
    module: '../../shared/games/weightlifting/constants',
    constant: 'LIFT_PER_PRESS',
    to: 6,
  },
  'alpine-skiing': {
    module: '../../shared/games/skiing/constants',
    constant: 'DOWNHILL_PER_FRAME',
    to: 4.2,
  },
};

/** Re-plays every game's reference log under the rules as they are with `edit` applied (if any). */
async function referenceProblems(edit?: (typeof EDITS)[GameId]) {
  vi.resetModules();
  if (edit) {
    vi.doMock(edit.module, async (importOriginal) => {
      const original = await importOriginal<Record<string, unknown>>();
      expect(original[edit.constant]).toEqual(expect.any(Number));
      expect(original[edit.constant]).not.toBe(edit.to);
      return { ...original, [edit.constant]: edit.to };
    });
  }
  const { verifyRun } = await import('./verifyRun');
  const { ticketOf } = await import('./referenceLog');
  const { loadReference, referenceProblem } = await import('./testing/referenceLogs');
  const problems: Partial<Record<GameId, string>> = {};
  for (const game of GAME_IDS) {
    const reference = loadReference(game);
    const result = verifyRun(
      ticketOf(reference),
      reference.log,
      reference.claimed,
      reference.receivedAtMs,
    );
    const problem = referenceProblem(reference, result, RULES_VERSIONS[game]);
    if (problem) problems[game] = problem;
  }
  if (edit) vi.doUnmock(edit.module);
  return problems;
}

describe('a rules change without a version bump', () => {
  it('leaves every reference log verifying while the rules are as recorded', async () => {
    expect(await referenceProblems()).toEqual({});
  });

  it.each(GAME_IDS)('fails %s’s browser-recorded reference log', async (game) => {
    const problems = await referenceProblems(EDITS[game]);
    expect(Object.keys(problems)).toEqual([game]);
    expect(problems[game]).toMatch(
      new RegExp(
        `^${game}'s rules changed what its reference run gives .* but its rules version did not: ` +
          `bump RULES_VERSIONS\\['${game}'\\] in shared/runs/rulesVersions\\.ts, then re-record ` +
          `\\(npm run build && node scripts/verify/record-browser-fixtures\\.mjs ${game}\\)\\.$`,
      ),
    );
  });
});
