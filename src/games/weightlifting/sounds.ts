// What the lift sounds like to the player `me`: a beep when the bar is up and the hold begins, then
// the verdict of the attempt.
import type { Cue } from '../sound/cues';
import {
  holdGrade,
  lifterOf,
  type WeightliftingState,
} from '../../../shared/games/weightlifting/rules';

export function weightliftingCues(
  previous: WeightliftingState,
  next: WeightliftingState,
  me: string,
): Cue[] {
  const cues: Cue[] = [];
  if (previous.phase === 'ready' && next.phase === 'lifting') cues.push('go');
  const before = lifterOf(previous, me);
  const after = lifterOf(next, me);
  if (!before || !after) return cues;
  if (before.phase === 'lifting' && after.phase === 'holding') cues.push('beep');
  const lift = after.lifts.length > before.lifts.length ? after.lifts.at(-1) : undefined;
  if (lift && !lift.success) cues.push('miss');
  // A perfect hold earns the 'finish' chime; any other lift the plain 'make'.
  if (lift?.success)
    cues.push(lift.offBy !== null && holdGrade(lift.offBy) === 'perfect' ? 'finish' : 'make');
  return cues;
}
