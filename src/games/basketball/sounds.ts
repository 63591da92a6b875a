// What basketball sounds like to the player `me`: the ball leaving their hands, a clank if it comes
// down on the rim, then a basket or a miss.
import type { Cue } from '../sound/cues';
import type { BasketballState } from '../../../shared/games/basketball/rules';

export function basketballCues(
  previous: BasketballState,
  next: BasketballState,
  me: string,
): Cue[] {
  const cues: Cue[] = [];
  if (previous.phase === 'ready' && next.phase === 'shooting') cues.push('go');
  const before = previous.shooters.find((s) => s.player.id === me);
  const after = next.shooters.find((s) => s.player.id === me);
  if (!before || !after) return cues;
  if (after.shots > before.shots) cues.push('release');
  const ball = after.ball;
  if (ball?.rim && ball === before.ball && ball.boardAtS !== null) {
    const onRimMs = ball.boardAtS * 1000;
    if (before.flightMs < onRimMs && after.flightMs >= onRimMs) cues.push('rim');
  }
  if (after.lastOutcome !== before.lastOutcome) {
    if (after.lastOutcome === 'made') cues.push('make');
    if (after.lastOutcome === 'missed') cues.push('miss');
  }
  return cues;
}
