// What the bout sounds like (issue 13): blades meeting on every parry, a touch, whoever made them; the bell.
import type { Cue } from '../sound/cues';
import type { FencingState } from './rules';

export function fencingCues(previous: FencingState, next: FencingState, me: string): Cue[] {
  const cues: Cue[] = [];
  if (previous.phase === 'ready' && next.phase === 'playing') cues.push('go');
  if (next.eventCount !== previous.eventCount && next.lastEvent) {
    const event = next.lastEvent;
    if (event.kind === 'parry') cues.push('parry');
    else if (event.kind === 'touch') cues.push(event.scorer === me ? 'touch' : 'miss');
  }
  return cues;
}
