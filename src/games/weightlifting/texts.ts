// What the view says to a viewer about their own lifter: pure functions of the state and the viewer's id
// (the view passes HUMAN_PLAYER_ID; on a server each device passes its own seat).
import {
  ATTEMPTS,
  BAR_FULL,
  FULL_LIFT_MS,
  HOLD_TOLERANCE,
  SLOW_HINT,
} from '../../../shared/games/weightlifting/constants';
import {
  fullLiftLeftS,
  holdGrade,
  liftMessage,
  lifterOf,
  liftSummary,
  worthNowKg,
  type HoldGrade,
  type Lift,
  type Lifter,
  type WeightliftingState,
} from '../../../shared/games/weightlifting/rules';

/** How a person's hold went, said with its result. */
export const HOLD_GRADE_TEXT: Record<HoldGrade, string> = {
  perfect: 'Perfect hold!',
  good: 'Good hold.',
  close: 'Just held.',
  wide: 'Wide of the zone.',
};

/** The grade of a lift's hold, or '' (a rival's, or an attempt whose time ran out). */
export const holdGradeText = (lift: Lift | undefined) =>
  lift?.offBy == null ? '' : HOLD_GRADE_TEXT[holdGrade(lift.offBy)];

export const WAITING_TEXT = 'Your three attempts are done: waiting for the other lifters.';

const FULL_LIFT_S = FULL_LIFT_MS / 1000;
export const LIFT_PROMPT = `Mash LIFT! (or Space): bar up within ${FULL_LIFT_S} s lifts the full weight.`;

/**
 * The line under a result, on screen and read out: how the hold went and, for a slow lift, what it counted
 * ('Perfect hold! 40 of 100 kg lifted (bar up in 20.0 s): up within 8 s lifts it all.'), or ''.
 */
export function resultDetail(lifter: Lifter): string {
  const last = lifter.lifts.at(-1);
  if (lifter.phase !== 'result' || !last) return '';
  const parts = [holdGradeText(last)];
  if (last.success && last.liftedKg < last.weightKg)
    parts.push(`${liftSummary(last)}: up within ${FULL_LIFT_S} s lifts it all.`);
  return parts.filter(Boolean).join(' ');
}

/** The line under the figures: the lift's result, or what to do now. */
export function promptFor(state: WeightliftingState, viewerId: string): string {
  const lifter = lifterOf(state, viewerId);
  if (!lifter) return '';
  const message = liftMessage(lifter);
  if (message) return message;
  if (lifter.phase === 'lifting') {
    return lifter.slow ? SLOW_HINT : LIFT_PROMPT;
  }
  if (lifter.phase === 'holding')
    return 'Press HOLD! (or Space) with the marker in the green zone!';
  return state.phase === 'finished' ? '' : WAITING_TEXT;
}

/**
 * What filling the bar now would lift: the full weight for the first 8 s of an attempt (with the seconds
 * left), then the share a slower lift is worth; '' outside lifting.
 */
export function worthText(lifter: Lifter): string {
  if (lifter.phase !== 'lifting') return '';
  const fullFor = fullLiftLeftS(lifter);
  return fullFor > 0
    ? `Full ${lifter.weightKg} kg: ${fullFor} s`
    : `Worth ${worthNowKg(lifter)} of ${lifter.weightKg} kg`;
}

/** What the live region says: each attempt, the bar up, the result; 'Faster!' once an attempt. */
export function announcementFor(state: WeightliftingState, viewerId: string): string {
  const lifter = lifterOf(state, viewerId);
  if (!lifter || state.phase === 'ready') return '';
  const message = liftMessage(lifter);
  if (message) {
    const detail = resultDetail(lifter);
    return `${message}${detail ? ` ${detail}` : ''} Total ${lifter.totalKg} kg.`;
  }
  switch (lifter.phase) {
    case 'lifting':
      // Said the first time the bar stalls in an attempt (the text on screen comes and goes with it).
      return lifter.toldSlow
        ? SLOW_HINT
        : `Attempt ${lifter.attempt} of ${ATTEMPTS}: ${lifter.weightKg} kg. Lift!`;
    case 'holding':
      return `Bar up! Hold when the marker reaches ${lifter.target}.`;
    default:
      return state.phase === 'finished' ? '' : WAITING_TEXT;
  }
}

/**
 * The line under the figures for someone only watching (a spectator sees the first lifter's platform): the
 * lifter's name and results, and no word of what to press.
 */
export function watchedPrompt(state: WeightliftingState, lifter: Lifter): string {
  const message = liftMessage(lifter);
  if (message) return `${lifter.player.name}: ${message}`;
  if (lifter.phase === 'lifting' || lifter.phase === 'holding') {
    return `${lifter.player.name} on the platform: attempt ${lifter.attempt} of ${ATTEMPTS}.`;
  }
  return state.phase === 'finished' ? '' : `${lifter.player.name}’s three attempts are done.`;
}

/** What the live region says to someone only watching: the watched lifter's results. */
export function watchedAnnouncement(state: WeightliftingState, lifter: Lifter): string {
  const message = liftMessage(lifter);
  if (!message || state.phase === 'ready') return '';
  return `${lifter.player.name}: ${message} Total ${lifter.totalKg} kg.`;
}

type Outcome = 'success' | 'fail' | null;

/** The drawn lifter: the barbell's height and tilt, and how the attempt went. */
export function lifterPose(lifter: Lifter): { height: number; tilt: number; outcome: Outcome } {
  const last = lifter.lifts.at(-1);
  const done = lifter.phase === 'result' || lifter.phase === 'done';
  const outcome: Outcome = done && last ? (last.success ? 'success' : 'fail') : null;
  if (outcome === 'fail') return { height: 0, tilt: 8, outcome };
  if (outcome === 'success') return { height: 1, tilt: 0, outcome };
  if (lifter.phase === 'holding') {
    const off = Math.max(0, Math.abs(lifter.marker - lifter.target) - HOLD_TOLERANCE);
    return { height: 1, tilt: Math.round(Math.min(12, off / 3)), outcome };
  }
  return { height: (lifter.bar / BAR_FULL) * 0.7, tilt: 0, outcome };
}
