// What the skiing view says, for one viewer: the state keeps neutral facts (each seat's skier), these pure
// functions turn them into the viewer's own words ('to your left'). A viewer without a skier of their own
// (someone watching) gets no personal text.
import { startCall as countdownCall } from '../../../shared/games/core/countdown';
import { MISSED_GATE_PENALTY_S } from '../../../shared/games/skiing/constants';
import {
  nextGate,
  shownSeconds,
  showsPenaltyNotice,
  skierOf,
  type SkiingState,
} from '../../../shared/games/skiing/rules';
import type { Skier } from '../../../shared/games/skiing/state';

/**
 * The slope's description for the viewer: where their next gate is across (in whole units, changing only
 * while they steer) and how far ahead (in tens, so it does not change on every frame of the run); then, as
 * the look-ahead arrow shows it, where the gate after it lies from that one.
 */
export function slopeLabel(state: SkiingState, viewerId: string): string {
  const skier = skierOf(state, viewerId);
  if (!skier) return 'Slope.';
  const gate = nextGate(skier);
  if (!gate) return 'Slope: all gates passed.';
  const offset = Math.round(gate.x - skier.x);
  const where =
    offset === 0
      ? 'straight ahead'
      : `${Math.abs(offset)} to your ${offset < 0 ? 'left' : 'right'}`;
  const next = `Slope: next gate ${gate.id} is ${where}, ${Math.round((gate.y - skier.y) / 10) * 10} ahead.`;
  const after = skier.gates[skier.gatesPassed + 1];
  if (!after) return `${next} It is the last.`;
  const turn = after.x - gate.x;
  const then =
    turn === 0
      ? 'in line with it'
      : `${Math.abs(turn)} to the ${turn < 0 ? 'left' : 'right'} of it`;
  return `${next} Then gate ${after.id}, ${then}.`;
}

/**
 * The viewer's clock: elapsed time plus penalties (SPEC §2). While the run goes on it shows tenths, never
 * ahead of the time ('12.3 s'): a hundredths digit would change on every frame, too fast to read, and its
 * text would be laid out again on every frame. The finish shows hundredths ('12.35 s'), as the results do.
 */
export function timeText(state: SkiingState, viewerId: string): string {
  const skier = skierOf(state, viewerId);
  if (skier?.finishMs != null) return `${shownSeconds(state, skier).toFixed(2)} s`;
  const seconds = skier ? shownSeconds(state, skier) : state.elapsedMs / 1000;
  // Through whole milliseconds first, so a float's 0.30000000000000004 is not read as 0.2.
  return `${(Math.floor(Math.round(seconds * 1000) / 100) / 10).toFixed(1)} s`;
}

/** Whose run a viewer without a skier (someone watching) is shown: the figures and the slope follow it. */
export const followedLine = (skier: Pick<Skier, 'player'>) => `Showing ${skier.player.name}’s run`;

/** The countdown's 3, 2, 1, then 'GO!' for the run's first second. */
export const startCall = (state: SkiingState) =>
  countdownCall(state, state.phase === 'playing' ? state.elapsedMs : null);

/** What the live region tells the viewer: the countdown, the start, their missed gate, their finish. */
export function announcement(state: SkiingState, viewerId: string): string {
  const skier = skierOf(state, viewerId);
  if (!skier || state.phase === 'ready') return '';
  if (state.phase === 'countdown') return startCall(state);
  if (skier.finishMs !== null) {
    const seconds = shownSeconds(state, skier).toFixed(2);
    const missed = skier.missedGates === 1 ? '1 missed gate' : `${skier.missedGates} missed gates`;
    return `Finished in ${seconds} seconds with ${missed}.`;
  }
  const missed = skier.gates.findLast((gate) => gate.missed);
  if (missed && showsPenaltyNotice(state, skier)) {
    return `Missed gate ${missed.id}: plus ${MISSED_GATE_PENALTY_S} seconds.`;
  }
  return 'Go! Hold the left or right arrow key to steer.';
}
