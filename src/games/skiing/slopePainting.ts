// The slope between renders: the course's scroll and every skier's place, painted straight in the DOM on
// every frame through the elements the Slope hands over by ref.
import type { RefObject } from 'react';
import { paintAttribute, paintStyle } from '../core/paint';
import { leanOf, type Skier } from '../../../shared/games/skiing/rules';
import { courseTransform, ghostTransform, skierTransform } from './slopeView';

/** The other skiers' markers by seat id, for paintSlope. */
export type OtherMarks = RefObject<Map<string, SVGGElement>>;

/** The slope's elements that move every frame, written by the game's paint hook (see paintSlope). */
export interface SlopeRefs {
  svg: RefObject<SVGSVGElement | null>;
  course: RefObject<SVGGElement | null>;
  skier: RefObject<SVGGElement | null>;
  others: OtherMarks;
  /** A ghost race's ghost skier. */
  ghost: RefObject<SVGGElement | null>;
}

/** What paintSlope paints: the viewer's skier at (x, y) leaning `lean`, the other skiers, the label. */
export interface SlopePaint {
  x: number;
  y: number;
  lean: number;
  label: string;
  others: readonly Skier[];
  /** A ghost race's ghost skier, or null. */
  ghost: Skier | null;
}

/**
 * Scrolls the course, moves the viewer's skier to (x, y) and the others to theirs, and sets the slope's
 * description, straight in the DOM: what a render of the Slope with these props would draw, but for the
 * moguls (see firstMogulAt).
 */
export function paintSlope(refs: SlopeRefs, { x, y, lean, label, others, ghost }: SlopePaint) {
  paintStyle(refs.course.current, 'transform', courseTransform(y));
  paintStyle(refs.skier.current, 'transform', skierTransform(x, y, lean));
  for (const other of others) {
    const mark = refs.others.current.get(other.player.id) ?? null;
    paintStyle(mark, 'transform', skierTransform(other.x, other.y, leanOf(other)));
  }
  if (ghost) paintStyle(refs.ghost.current, 'transform', ghostTransform(ghost.x, ghost.y));
  paintAttribute(refs.svg.current, 'aria-label', label);
}
