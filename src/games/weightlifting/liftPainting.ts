// The view between renders: the lift bar, the hold marker, the attempt's countdown, what the lift is worth and
// the drawn barbell are written straight to the DOM by the game's paint hook (see useGameClock's `paint`), so
// a LIFT! press or a frame renders nothing. React renders them only with the rest of the view, when something
// discrete changes (a phase, an attempt, a result, 'Faster!'); the elements are the ones it hands over by ref.
import { createRef } from 'react';
import type { LiftRefs } from './liftRefs';
import { paintAttribute, paintStyle, paintText, paintTone } from '../core/paint';
import {
  attemptLeftMs,
  fullLiftLeftS,
  worthNowKg,
  type Lifter,
  type WeightliftingState,
} from '../../../shared/games/weightlifting/rules';
import { liftTone, LIFT_TONES, markerText, markerTone, MARKER_TONES } from './Bars';
import {
  countdownPercent,
  countdownTone,
  COUNTDOWN_TONES,
  secondsLeft,
  secondsLeftText,
  secondsText,
} from './LiftHud';
import { armsPath, barbellOrigin, barbellTilt, barbellY, lifterLabel, plateRadius } from './Lifter';
import { lifterPose, worthText } from './texts';

/**
 * What the paint hook writes of the lifter on this screen, and the elements it writes to. It remembers what it
 * painted (NaN: nothing yet), so a frame that moved none of it builds no text and writes nothing; after a
 * render (`rendered`) it writes everything, as React may have drawn older values.
 */
export class LiftPainting {
  readonly refs: LiftRefs = {
    timeLeft: createRef(),
    countdown: createRef(),
    countdownFill: createRef(),
    worth: createRef(),
    liftPercent: createRef(),
    liftBar: createRef(),
    liftFill: createRef(),
    holdMeter: createRef(),
    marker: createRef(),
    figure: createRef(),
    arms: createRef(),
    barbell: createRef(),
    barLine: createRef(),
    leftPlate: createRef(),
    rightPlate: createRef(),
  };

  private countdown = { seconds: NaN, percent: NaN };
  private bar = NaN;
  /** The worth line by its figures: the weight, the whole seconds left for all of it, else the kg it is worth. */
  private worth = { weightKg: NaN, fullForS: NaN, worthKg: NaN };
  private hold = { marker: NaN, target: NaN };
  private pose = { height: NaN, tilt: NaN, weightKg: NaN, outcome: '' };

  /** Writes what the view shows of `lifter` (the viewer's, in `state`) now; nothing while it is not mounted. */
  paint(state: WeightliftingState, lifter: Lifter, rendered: boolean) {
    this.paintCountdown(attemptLeftMs(state, lifter), state.attemptLimitMs, rendered);
    this.paintBar(lifter.bar, rendered);
    // The worth line is there only while lifting (a render mounts it).
    if (lifter.phase === 'lifting') this.paintWorth(lifter, rendered);
    this.paintHold(lifter.marker, lifter.target, rendered);
    this.paintPose(lifter, rendered);
  }

  private paintCountdown(leftMs: number, limitMs: number, rendered: boolean) {
    const seconds = secondsLeft(leftMs);
    const percent = countdownPercent(leftMs, limitMs);
    const last = this.countdown;
    if (!rendered && seconds === last.seconds && percent === last.percent) return;
    this.countdown = { seconds, percent };
    const { timeLeft, countdown, countdownFill } = this.refs;
    paintText(timeLeft.current, secondsText(seconds));
    paintAttribute(countdown.current, 'aria-valuenow', String(seconds));
    paintAttribute(countdown.current, 'aria-valuetext', secondsLeftText(seconds));
    paintStyle(countdownFill.current, 'width', `${percent}%`);
    paintTone(countdownFill.current, COUNTDOWN_TONES, countdownTone(seconds, percent));
  }

  private paintBar(bar: number, rendered: boolean) {
    if (!rendered && bar === this.bar) return;
    this.bar = bar;
    const { liftPercent, liftBar, liftFill } = this.refs;
    paintText(liftPercent.current, `${Math.round(bar)}%`);
    paintAttribute(liftBar.current, 'aria-valuenow', String(bar));
    paintStyle(liftFill.current, 'width', `${bar}%`);
    paintTone(liftFill.current, LIFT_TONES, liftTone(bar));
  }

  private paintWorth(lifter: Lifter, rendered: boolean) {
    const fullForS = fullLiftLeftS(lifter);
    const worthKg = fullForS > 0 ? 0 : worthNowKg(lifter);
    const last = this.worth;
    if (
      !rendered &&
      lifter.weightKg === last.weightKg &&
      fullForS === last.fullForS &&
      worthKg === last.worthKg
    ) {
      return;
    }
    this.worth = { weightKg: lifter.weightKg, fullForS, worthKg };
    paintText(this.refs.worth.current, worthText(lifter));
  }

  private paintHold(marker: number, target: number, rendered: boolean) {
    const last = this.hold;
    if (!rendered && marker === last.marker && target === last.target) return;
    this.hold = { marker, target };
    const { holdMeter, marker: mark } = this.refs;
    paintAttribute(holdMeter.current, 'aria-valuenow', String(marker));
    paintAttribute(holdMeter.current, 'aria-valuetext', markerText(marker, target));
    paintStyle(mark.current, 'left', `${marker}%`);
    paintTone(mark.current, MARKER_TONES, markerTone(marker, target));
  }

  private paintPose(lifter: Lifter, rendered: boolean) {
    const { height, tilt, outcome } = lifterPose(lifter);
    const { weightKg } = lifter;
    const last = this.pose;
    const placed =
      height === last.height && weightKg === last.weightKg && (outcome ?? '') === last.outcome;
    if (!rendered && placed && tilt === last.tilt) return;
    this.pose = { height, tilt, weightKg, outcome: outcome ?? '' };
    const { figure, arms, barbell, barLine, leftPlate, rightPlate } = this.refs;
    if (rendered || !placed) {
      const barY = barbellY(height);
      const plateY = String(barY - plateRadius(weightKg));
      paintAttribute(figure.current, 'aria-label', lifterLabel(weightKg, height, outcome));
      paintAttribute(arms.current, 'd', armsPath(barY));
      paintStyle(barbell.current, 'transformOrigin', barbellOrigin(barY));
      paintAttribute(barLine.current, 'y1', String(barY));
      paintAttribute(barLine.current, 'y2', String(barY));
      paintAttribute(leftPlate.current, 'y', plateY);
      paintAttribute(rightPlate.current, 'y', plateY);
    }
    if (rendered || tilt !== last.tilt) paintStyle(barbell.current, 'transform', barbellTilt(tilt));
  }
}
