// What the sprint sounds like to the player `me`: a beep for each count, GO, each step, a low buzz
// when you run out of breath (winded), the line.
import type { Cue } from '../sound/cues';
import { countdownCues } from '../core/countdownCues';
import type { SprintState } from '../../../shared/games/sprint/rules';

export function sprintCues(previous: SprintState, next: SprintState, me: string): Cue[] {
  const cues = countdownCues(previous, next, 'running');
  const before = previous.runners.find((r) => r.player.id === me);
  const after = next.runners.find((r) => r.player.id === me);
  if (!before || !after) return cues;
  if (after.clicks > before.clicks) cues.push('step');
  if (!before.winded && after.winded) cues.push('miss');
  if (before.finishedAtMs === null && after.finishedAtMs !== null) cues.push('finish');
  return cues;
}
