// The 3, 2, 1, GO! that starts a race (SPEC §4's sprint countdown; swimming, fencing and skiing since). It
// lives in each game's pure rules state, so the game server counts it down for a whole room at once, and the
// game's own clock starts at GO: time that passes during the countdown never reaches the game.

export const COUNTDOWN_MS = 3000;
/** The 'GO!' call stays on screen for this long after the countdown (display only). */
export const GO_DISPLAY_MS = 1000;

/** What the countdown needs of a game's state: its phase ('countdown' while counting) and the time left. */
export interface CountingDown {
  phase: string;
  /** Time left on the countdown; 0 once it is over. */
  countdownMs: number;
}

/** The countdown's time left when a game's state (any game's) is counting down, else null. */
export function countdownLeftMs(state: unknown): number | null {
  const counting = state as Partial<CountingDown> | null;
  return counting?.phase === 'countdown' && typeof counting.countdownMs === 'number'
    ? counting.countdownMs
    : null;
}

/** The countdown's call for the time left: 3, 2, 1. */
export const countdownNumber = (countdownMs: number) => Math.ceil(countdownMs / 1000);

/** A game's 'start' input: a game still on its ready screen begins its countdown; any other state stays. */
export function startCountdown<S extends CountingDown>(state: S): S {
  return state.phase === 'ready'
    ? { ...state, phase: 'countdown', countdownMs: COUNTDOWN_MS }
    : state;
}

/**
 * `dtMs` of a game that is counting down: the countdown runs, and once it reaches 0 the game is in
 * `livePhase` and the time past GO goes to `play` (the game's own step), so a step that spans GO loses none.
 */
export function stepCountdown<S extends CountingDown>(
  state: S,
  dtMs: number,
  livePhase: S['phase'],
  play: (state: S, dtMs: number) => S,
): S {
  const countdownMs = state.countdownMs - dtMs;
  if (countdownMs > 0) return { ...state, countdownMs };
  const live: S = { ...state, phase: livePhase, countdownMs: 0 };
  return countdownMs < 0 ? play(live, -countdownMs) : live;
}

/**
 * The big call over the field: '3', '2', '1' during the countdown, 'GO!' for the first GO_DISPLAY_MS of
 * play, else ''. `playedMs` is the game's time since GO while it is live, null in any other phase.
 */
export function startCall(state: CountingDown, playedMs: number | null): string {
  if (state.phase === 'countdown') return String(countdownNumber(state.countdownMs));
  return playedMs !== null && playedMs < GO_DISPLAY_MS ? 'GO!' : '';
}
