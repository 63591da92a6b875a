// What the swimming race sounds like to the player `me`: the countdown and GO, each of their
// strokes, their touch at the wall.
import type { Cue } from '../sound/cues';
import { countdownCues } from '../core/countdownCues';
import type { SwimmingState } from '../../../shared/games/swimming/rules';

export function swimmingCues(previous: SwimmingState, next: SwimmingState, me: string): Cue[] {
  const cues = countdownCues(previous, next, 'playing');
  const before = previous.swimmers.find((s) => s.player.id === me);
  const after = next.swimmers.find((s) => s.player.id === me);
  if (!before || !after) return cues;
  if (after.strokes > before.strokes) cues.push('stroke');
  if (before.finishedAtMs === null && after.finishedAtMs !== null) cues.push('finish');
  return cues;
}
