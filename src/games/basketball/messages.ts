// What the game says to one viewer: the rules keep neutral facts per seat (a shot's phase, its outcome), and
// these pure functions turn them into words for the seat that is looking (the view passes its own id).
import { POINTS_PER_BASKET } from '../../../shared/games/basketball/constants';
import { sweetSpot, type ShotMiss } from '../../../shared/games/basketball/physics';
import type { BasketballState, Shooter } from '../../../shared/games/basketball/rules';

export const SHOT_MADE = `Swish! +${POINTS_PER_BASKET}`;
export const SHOT_SHORT = 'Short! More power';
export const SHOT_LONG = 'Long! Less power';
/** A miss from an angle where no power scores: the advice is the angle, not the power. */
export const SHOT_SHORT_NO_BAND = 'Short! Try 45°';
export const SHOT_LONG_NO_BAND = 'Long! Try 45°';
export const HOLD_TO_SHOOT = 'Hold to charge, release to shoot';

const seatOf = (state: BasketballState, viewerId: string): Shooter | undefined =>
  state.shooters.find((s) => s.player.id === viewerId);

/** Which way to correct after a miss: the power, or the angle where no power scores. */
export function missText(miss: ShotMiss | null, angleDeg: number): string {
  const band = sweetSpot(angleDeg) !== null;
  if (miss === 'long') return band ? SHOT_LONG : SHOT_LONG_NO_BAND;
  return band ? SHOT_SHORT : SHOT_SHORT_NO_BAND;
}

/** Whether a shown message is a miss (for its colours). */
export const isMissText = (message: string) =>
  [SHOT_SHORT, SHOT_LONG, SHOT_SHORT_NO_BAND, SHOT_LONG_NO_BAND].includes(message);

/**
 * The visible result of the viewer's last try, shown until they press again: 'Swish! +2' as the ball drops
 * in, 'Short! More power' or 'Long! Less power' when it lands, the hint when a click was too short to be a
 * shot; '' otherwise.
 */
export function shotMessageFor(state: BasketballState, viewerId: string): string {
  const seat = seatOf(state, viewerId);
  switch (seat?.lastOutcome) {
    case 'made':
      return SHOT_MADE;
    case 'missed':
      return missText(seat.lastMiss, seat.angleDeg);
    case 'tap':
      return HOLD_TO_SHOOT;
    default:
      return '';
  }
}

/** The screen-reader announcement for the viewer: a basket with their points, a miss, a hint, or ready. */
export function announcementFor(state: BasketballState, viewerId: string): string {
  const seat = seatOf(state, viewerId);
  if (!seat || state.phase !== 'shooting') return '';
  if (seat.scored) return `Basket! You have ${seat.score} points.`;
  if (seat.shot === 'reset') return `${missText(seat.lastMiss, seat.angleDeg)}.`;
  if (seat.shot !== 'idle') return '';
  return seat.lastOutcome === 'tap' ? `${HOLD_TO_SHOOT}.` : 'Ready to shoot.';
}
