// What archery sounds like to the player `me`: their arrow striking the target, or missing it.
import type { Cue } from '../sound/cues';
import type { ArcheryState } from '../../../shared/games/archery/rules';

export function archeryCues(previous: ArcheryState, next: ArcheryState, me: string): Cue[] {
  const cues: Cue[] = [];
  if (previous.phase === 'ready' && next.phase === 'playing') cues.push('go');
  const before = previous.archers.find((a) => a.player.id === me);
  const after = next.archers.find((a) => a.player.id === me);
  if (!before || !after || after.arrows.length <= before.arrows.length) return cues;
  const arrow = after.arrows[after.arrows.length - 1];
  cues.push(arrow && arrow.points > 0 ? 'hit' : 'miss');
  return cues;
}
