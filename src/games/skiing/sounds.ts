// What the run sounds like to the player `me`: the countdown and GO, each gate made or missed,
// and the finish.
import type { Cue } from '../sound/cues';
import { countdownCues } from '../core/countdownCues';
import type { SkiingState } from '../../../shared/games/skiing/rules';

export function skiingCues(previous: SkiingState, next: SkiingState, me: string): Cue[] {
  const cues = countdownCues(previous, next, 'playing');
  const before = previous.skiers.find((s) => s.player.id === me);
  const after = next.skiers.find((s) => s.player.id === me);
  if (!before || !after) return cues;
  // gatesPassed counts every gate behind the skier, missed ones too.
  if (after.missedGates > before.missedGates) cues.push('miss');
  else if (after.gatesPassed > before.gatesPassed) cues.push('hit');
  if (before.finishMs === null && after.finishMs !== null) cues.push('finish');
  return cues;
}
