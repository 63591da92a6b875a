// The slope between renders: the course's scroll and every skier's place, painted straight in the DOM on
// every frame through the elements the Slope hands over by ref.
import type { RefObject } from 'react';
import { paintAttribute, paintStyle, writeAttribute, writeStyle } from '../core/paint';
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

/**
 * What paintSlope wrote last of the viewer's skier and of the slope's description, so a frame in which they did
 * not change writes nothing.
 */
export interface PaintedSkier {
  x: number;
  y: number;
  lean: number;
  label: string | null;
}

/** A PaintedSkier that matches no skier: the first paint writes everything. */
export const NO_SKIER_PAINTED: PaintedSkier = {
  x: Number.NaN,
  y: Number.NaN,
  lean: Number.NaN,
  label: null,
};

/**
 * The transform paintSlope wrote last to each other skier's and the ghost's marker. Between renders a marker is
 * written only when its transform changes, and never read: reading a transform back builds its text.
 */
const markTransforms = new WeakMap<SVGGElement, string>();

/** Moves a marker to `transform`: compared with the DOM after a render, else with what was written last. */
function paintMark(mark: SVGGElement | null, transform: string, rendered: boolean) {
  if (!mark) return;
  if (rendered) paintStyle(mark, 'transform', transform);
  else if (markTransforms.get(mark) !== transform) writeStyle(mark, 'transform', transform);
  markTransforms.set(mark, transform);
}

/**
 * Scrolls the course to the viewer's skier at (x, y), moves that skier across and the others to their places,
 * and sets the slope's description, straight in the DOM: what a render of the Slope with these props would draw,
 * but for the moguls (see firstMogulAt). The scroll is written only when y changed since `last`, the viewer's
 * skier only when x or its lean did (see viewerTransform), the description only when its words did, a marker
 * only when its place did (see paintMark), all of them when `rendered` (React has just drawn the slope, maybe
 * from an older state); returns what it painted.
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
    paintMark(mark, skierTransform(other.x, other.y, leanOf(other)), rendered);
  }
  if (ghost) paintMark(refs.ghost.current, ghostTransform(ghost.x, ghost.y), rendered);
  const described = rendered || label !== last.label;
  if (rendered) paintAttribute(refs.svg.current, 'aria-label', label);
  else if (described) writeAttribute(refs.svg.current, 'aria-label', label);
  return scrolled || across || described ? { x, y, lean, label } : last;
}
