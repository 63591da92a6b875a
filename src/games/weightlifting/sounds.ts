// What the lift sounds like to the player `me` (issue 13): a beep when the bar is up and the hold begins, then
// the verdict of the attempt.
import type { Cue } from '../sound/cues';
import { lifterOf, type WeightliftingState } from './rules';

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
  if (after.lifts.length > before.lifts.length)
    cues.push(after.lifts[after.lifts.length - 1]?.success ? 'make' : 'miss');
  return cues;
}
