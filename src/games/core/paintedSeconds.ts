// A game's running time ('59s' on its HUD, '2:59' on fencing's bout clock), written by the game's paint hook
// when the whole second changes (see useGameClock's `paint`), so a second going by renders nothing: the view
// renders only for what changes otherwise. Its element is the HUD item's `valueRef` (or the clock's own).
import { createRef, type RefObject } from 'react';
import { paintText, writeText } from './paint';

/** The whole seconds a game has left, as its HUD shows them (a second is shown until it is over). */
export const wholeSecondsLeft = (timeLeftMs: number) => Math.ceil(timeLeftMs / 1000);

export const secondsText = (seconds: number) => `${seconds}s`;

export class PaintedSeconds<E extends HTMLElement = HTMLElement> {
  /** The element the time is written to (a HUD item's valueRef). */
  readonly ref: RefObject<E | null> = createRef<E>();
  private shown: number | null = null;

  /** @param format how the element words a number of seconds (as the view renders it). */
  constructor(private readonly format: (seconds: number) => string = secondsText) {}

  /**
   * Writes `seconds` when it differs from what was written last; after a render (`rendered`), whenever it
   * differs from what the element shows (React may have drawn an older second).
   */
  paint(seconds: number, rendered: boolean) {
    if (rendered) {
      this.shown = seconds;
      paintText(this.ref.current, this.format(seconds));
    } else if (seconds !== this.shown) {
      this.shown = seconds;
      writeText(this.ref.current, this.format(seconds));
    }
  }
}
