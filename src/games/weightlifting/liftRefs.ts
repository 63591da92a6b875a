// The elements of the weightlifting view that its paint hook writes to (liftPainting.ts), handed over by ref
// by the parts that draw them (the HUD, the cards, the lifter).
import type { RefObject } from 'react';
/** The elements that move between renders. */
interface LiftElements {
  /** The HUD's 'Time left' figure, the countdown bar and its fill. */
  timeLeft: HTMLElement;
  countdown: HTMLDivElement;
  countdownFill: HTMLDivElement;
  /** The lift card's worth line and percent, the lift bar and its fill. */
  worth: HTMLSpanElement;
  liftPercent: HTMLSpanElement;
  liftBar: HTMLDivElement;
  liftFill: HTMLDivElement;
  /** The hold bar and its marker (mounted only while holding). */
  holdMeter: HTMLDivElement;
  marker: HTMLDivElement;
  /** The drawn lifter, its arms and the barbell (a group of the bar and its two plates). */
  figure: SVGSVGElement;
  arms: SVGPathElement;
  barbell: SVGGElement;
  barLine: SVGLineElement;
  leftPlate: SVGRectElement;
  rightPlate: SVGRectElement;
}

export type LiftRefs = { readonly [K in keyof LiftElements]: RefObject<LiftElements[K] | null> };
