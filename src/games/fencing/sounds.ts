// What the bout sounds like: the countdown and GO, blades meeting on every parry, a touch, whoever
// made them.
import type { Cue } from '../sound/cues';
import { countdownCues } from '../core/countdownCues';
import type { FencingState } from '../../../shared/games/fencing/rules';

export function fencingCues(previous: FencingState, next: FencingState, me: string): Cue[] {
  const cues = countdownCues(previous, next, 'playing');
  if (next.eventCount !== previous.eventCount && next.lastEvent) {
    const event = next.lastEvent;
    if (event.kind === 'parry') cues.push('parry');
    else if (event.kind === 'touch') cues.push(event.scorer === me ? 'touch' : 'miss');
  }
  return cues;
}
