// What the game says to one viewer: the rules keep neutral facts per seat (a shot's phase, its outcome), and
// these pure functions turn them into words for the seat that is looking (the view passes its own id).
import { POINTS_PER_BASKET } from './constants';
import type { BasketballState, Shooter, ShotOutcome } from './rules';

export const SHOT_MADE = `Swish! +${POINTS_PER_BASKET}`;
export const SHOT_MISSED = 'Missed';
export const HOLD_TO_SHOOT = 'Hold to charge, release to shoot';

const seatOf = (state: BasketballState, viewerId: string): Shooter | undefined =>
  state.shooters.find((s) => s.player.id === viewerId);

const SHOT_TEXT: Record<ShotOutcome, string> = {
  made: SHOT_MADE,
  missed: SHOT_MISSED,
  tap: HOLD_TO_SHOOT,
};

/**
 * The visible result of the viewer's last try, shown until they press again: 'Swish! +2' as the ball drops
 * in, 'Missed' when it lands, the hint when a click was too short to be a shot; '' otherwise.
 */
export function shotMessageFor(state: BasketballState, viewerId: string): string {
  const outcome = seatOf(state, viewerId)?.lastOutcome;
  return outcome ? SHOT_TEXT[outcome] : '';
}

/** The screen-reader announcement for the viewer: a basket with their points, a miss, a hint, or ready. */
export function announcementFor(state: BasketballState, viewerId: string): string {
  const seat = seatOf(state, viewerId);
  if (!seat || state.phase !== 'shooting') return '';
  if (seat.scored) return `Basket! You have ${seat.score} points.`;
  if (seat.shot === 'reset') return 'Missed.';
  if (seat.shot !== 'idle') return '';
  return seat.lastOutcome === 'tap' ? `${HOLD_TO_SHOOT}.` : 'Ready to shoot.';
}
