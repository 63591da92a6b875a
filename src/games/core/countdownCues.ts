// What the countdown sounds like, the same in every game that has one: a beep for each of 3, 2, 1 and the
// GO tone when the game goes live.
import type { Cue } from '../sound/cues';
import { countdownNumber, type CountingDown } from '../../../shared/games/core/countdown';

export function countdownCues(
  previous: CountingDown,
  next: CountingDown,
  livePhase: string,
): Cue[] {
  const cues: Cue[] = [];
  if (
    next.phase === 'countdown' &&
    (previous.phase !== 'countdown' ||
      countdownNumber(previous.countdownMs) !== countdownNumber(next.countdownMs))
  )
    cues.push('beep');
  if (previous.phase !== livePhase && next.phase === livePhase) cues.push('go');
  return cues;
}
