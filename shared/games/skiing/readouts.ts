// What the views read of a run and a skier: its seat, the clock and its penalty notice, the next gate, the
// speed in km/h and which way it leans.
import { penaltySeconds } from './scoring';
import type { Gate, Skier, SkiingState } from './state';

/** The skier of the seat with this id, if there is one. */
export const skierOf = (state: SkiingState, playerId: string): Skier | undefined =>
  state.skiers.find((skier) => skier.player.id === playerId);

/** A skier's race time so far (or at its finish), in ms, without penalties. */
export const raceMs = (state: SkiingState, skier: Skier) => skier.finishMs ?? state.elapsedMs;

/** What a skier's clock shows: elapsed time plus penalties, in seconds. */
export const shownSeconds = (state: SkiingState, skier: Skier) =>
  raceMs(state, skier) / 1000 + penaltySeconds(skier);

export const showsPenaltyNotice = (state: SkiingState, skier: Skier) =>
  state.phase === 'playing' && state.elapsedMs < skier.penaltyNoticeUntilMs;

/** The next gate a skier has still to pass, or undefined after its last. */
export const nextGate = (skier: Skier): Gate | undefined => skier.gates[skier.gatesPassed];

/** A speed in units per frame as km/h on the HUD: the spec's 4 a frame shows as 40 km/h. */
export const KMH_PER_UNIT_PER_FRAME = 10;
export const speedKmh = (skier: Pick<Skier, 'speed'>) =>
  Math.round(skier.speed * KMH_PER_UNIT_PER_FRAME);

/** −1 steering left, 0 straight, 1 right. */
export const leanOf = (skier: Skier) => (skier.steer.right ? 1 : 0) - (skier.steer.left ? 1 : 0);
