// The slope between renders: the course's scroll and every skier's place, painted straight in the DOM on
// every frame through the elements the Slope hands over by ref.
import type { RefObject } from 'react';
import { paintAttribute, paintStyle, writeStyle } from '../core/paint';
import { leanOf, type Skier } from '../../../shared/games/skiing/rules';
import { courseTransform, ghostTransform, skierTransform, viewerTransform } from './slopeView';

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

/** What paintSlope wrote last of the viewer's skier, so a frame in which it did not move writes nothing. */
export interface PaintedSkier {
  x: number;
  y: number;
  lean: number;
}

/** A PaintedSkier that matches no skier: the first paint writes everything. */
export const NO_SKIER_PAINTED: PaintedSkier = { x: Number.NaN, y: Number.NaN, lean: Number.NaN };

/**
 * Scrolls the course to the viewer's skier at (x, y), moves that skier across and the others to their places,
 * and sets the slope's description, straight in the DOM: what a render of the Slope with these props would draw,
 * but for the moguls (see firstMogulAt). The scroll is written only when y changed since `last`, the viewer's
 * skier only when x or its lean did (see viewerTransform), both when `rendered` (React has just drawn the slope,
 * maybe from an older state); returns what it painted.
 */
export function paintSlope(
  refs: SlopeRefs,
  { x, y, lean, label, others, ghost }: SlopePaint,
  last: PaintedSkier,
  rendered: boolean,
): PaintedSkier {
  const scrolled = rendered || y !== last.y;
  const across = rendered || x !== last.x || lean !== last.lean;
  if (scrolled) writeStyle(refs.course.current, 'transform', courseTransform(y));
  if (across) writeStyle(refs.skier.current, 'transform', viewerTransform(x, lean));
  for (const other of others) {
    const mark = refs.others.current.get(other.player.id) ?? null;
    paintStyle(mark, 'transform', skierTransform(other.x, other.y, leanOf(other)));
  }
  if (ghost) paintStyle(refs.ghost.current, 'transform', ghostTransform(ghost.x, ghost.y));
  paintAttribute(refs.svg.current, 'aria-label', label);
  return scrolled || across ? { x, y, lean } : last;
}
