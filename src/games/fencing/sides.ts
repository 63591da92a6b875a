// Which fencer the viewer sees where: the viewer's own fencer on the left (facing right, so → lunges), the
// opponent on the right, whatever seat the viewer holds. A viewer who is not fencing sees the seats in order.
import type { Fencer } from '../../../shared/games/fencing/fencer';
import type { FencingState } from '../../../shared/games/fencing/rules';

export interface Sides {
  /** The left-hand fencer: the viewer's own when they fence. */
  near: Fencer;
  far: Fencer;
  /** True when `near` is the viewer's fencer (so the moves are theirs). */
  fencing: boolean;
  nearLabel: string;
  farLabel: string;
}

/** What the viewer's own fencer is called on screen. */
export const YOU_LABEL = 'You';
/** An opponent whose name is 'You' on their own device (every local player's name) reads as this. */
export const OPPONENT_LABEL = 'Opponent';

const labelOf = (fencer: Fencer, viewerId: string) =>
  fencer.player.id === viewerId
    ? YOU_LABEL
    : fencer.player.name === YOU_LABEL
      ? OPPONENT_LABEL
      : fencer.player.name;

export function sidesFor(state: FencingState, viewerId: string): Sides {
  const [first, second] = state.fencers;
  const mirrored = second.player.id === viewerId && first.player.id !== viewerId;
  const [near, far] = mirrored ? [second, first] : [first, second];
  return {
    near,
    far,
    fencing: near.player.id === viewerId,
    nearLabel: labelOf(near, viewerId),
    farLabel: labelOf(far, viewerId),
  };
}

/**
 * The seat of the viewer's own fencer (the one sidesFor puts on the left), or -1 for a viewer who is not
 * fencing. Builds nothing, for the checks the clock makes on every frame.
 */
export function ownSeat(state: FencingState, viewerId: string): 0 | 1 | -1 {
  if (state.fencers[0].player.id === viewerId) return 0;
  return state.fencers[1].player.id === viewerId ? 1 : -1;
}
