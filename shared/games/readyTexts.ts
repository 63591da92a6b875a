// Each mini-game's ready screen (SPEC §2): its title, the spec's instruction text and start button label,
// how it is played (a hint, which may depend on the room's duration) and, where one helps, how to win. The
// one ready screen of every game view and the online waiting room both read them here.
import type { GameId } from './core/types';
import { formatClock } from '../lib/format';
import { TOP_SPEED_CLICKS_PER_SECOND, WINDED_RECOVER_TO } from './sprint/constants';
import {
  attemptTimeMs,
  FULL_LIFT_MS,
  HOLD_TOLERANCE,
  WEIGHT_STEP_KG,
} from './weightlifting/constants';

export interface ReadyText {
  title: string;
  /** The spec's instruction text, shown exactly. */
  instructions: string;
  /** The spec's start button label. */
  startLabel: string;
  /** How the game is played (keys, touch, what matters), for a room of `durationS` seconds. */
  hint(durationS: number): string;
  /** How to win, shown as its own line under the instructions. */
  tip?: string;
}

export const SPRINT_PACE_TIP = `The winning pace: a steady beat of about ${Math.round(TOP_SPEED_CLICKS_PER_SECOND)} clicks a second holds top speed to the line. Faster mashing only tires you.`;

export const READY_TEXTS: Readonly<Record<GameId, ReadyText>> = {
  swimming: {
    title: 'Swimming · 100 m freestyle',
    instructions: 'Click rapidly to swim to the finish line against your opponents!',
    startLabel: 'Start Swimming!',
    hint: () =>
      'Keyboard: Space or Enter strokes. Each stroke costs energy, which comes back over time.',
  },
  athletics: {
    title: 'Sprint Race · 100 m',
    instructions: 'Click rapidly to run 100m as fast as possible!',
    startLabel: 'Start Sprint!',
    tip: SPRINT_PACE_TIP,
    hint: () =>
      `Keyboard: Space or Enter runs. Each click costs stamina, which comes back slowly; clicks in a steady beat cost half. Run it down to 0 and you are winded until it is back to ${WINDED_RECOVER_TO}%.`,
  },
  archery: {
    title: 'Archery · 10-ring target',
    instructions: 'Aim carefully and account for wind effects!',
    startLabel: 'Start Archery!',
    hint: () =>
      'Mouse: point and click. Touch: tap to aim, then Shoot. Keyboard: arrow keys aim, Space shoots. Aim off for the wind, and hold a moment before you shoot: the dashed ring is how far a swaying bow may miss, and it closes in 2 s.',
  },
  basketball: {
    title: 'Basketball · shootout',
    instructions: 'Hold to charge power, release to shoot!',
    startLabel: 'Start Shooting!',
    hint: () =>
      'Set the angle, then hold SHOOT (or Space) and let go. Arrow keys change the angle.',
  },
  fencing: {
    title: 'Fencing · Foil bout',
    instructions: 'Use Lunge to attack and Parry to defend. First to 5 points wins!',
    startLabel: 'En Garde!',
    hint: (durationS) =>
      `Keyboard: L or → lunges, P or ← parries. Parry while your opponent's lunge is in the air, then lunge straight back: a riposte cannot be parried. Parry early: a parry in the lunge's last moment only blocks. The bout lasts ${formatClock(durationS)}; if nobody has 5 by then, the higher score wins.`,
  },
  weightlifting: {
    title: 'Weightlifting · Three attempts',
    instructions: 'Mash the button to lift, then time your hold perfectly!',
    startLabel: 'Start Lifting!',
    hint: (durationS) =>
      `Each attempt has ${Math.ceil(attemptTimeMs(durationS) / 1000)} s to lift and hold. Get the bar up within ${FULL_LIFT_MS / 1000} s to lift the full weight; a slower lift counts a share of it. Keyboard: Space mashes while lifting and holds while holding. Hold within ${HOLD_TOLERANCE} of the target; each success adds ${WEIGHT_STEP_KG} kg, and a heavier bar fills slower.`,
  },
  'alpine-skiing': {
    title: 'Alpine Skiing · Slalom',
    instructions: 'Use Arrow Keys to navigate the gates and reach the finish line!',
    startLabel: 'Start Skiing!',
    hint: () =>
      'Hold ← or → to steer. Pass each gate within its flags or take a 5 s penalty. On a touch screen, hold the left or right half of the slope.',
  },
};
