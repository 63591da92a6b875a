import type { ReactNode, Ref } from 'react';
import { figureTransform } from '../paintedLanes';

/**
 * A racer's figure on its lane (a swimmer, a sprinter), moved along it by the paint hook (PaintedLanes) with a
 * plain percentage (see figureTransform). The element that moves is as wide as the lane less the figure's box,
 * and a translate's percentage is of the element's own width: at 100% the figure's right edge is at the finish.
 * The box is wider than an emoji in any of the usual emoji fonts (Noto's is 1.25em), its glyph centred in it.
 */
export function LaneFigure({
  figureRef,
  distance,
  raceDistance,
  children,
}: {
  figureRef: Ref<HTMLSpanElement>;
  distance: number;
  raceDistance: number;
  children: ReactNode;
}) {
  return (
    <span
      ref={figureRef}
      className="absolute inset-y-0 left-0 w-[calc(100%-1.375em)] text-2xl transition-transform duration-100 ease-linear motion-reduce:transition-none sm:text-3xl"
      // Along the lane by transform alone, so the glide needs no layout.
      style={{ transform: figureTransform(distance, raceDistance) }}
    >
      <span className="absolute top-1/2 left-0 w-[1.375em] -translate-y-1/2 text-center">
        {children}
      </span>
    </span>
  );
}
