// The court's moving pieces as React draws them: a ball, its trail and the aim guide. Between renders
// courtPainting.ts moves them.
import { BALL_RADIUS, RELEASE_X, RELEASE_Y } from '../../../shared/games/basketball/constants';
import { aimEnd, ballTransform, px, py } from './courtGeometry';

/**
 * Where the ball has been so far, one dot every 40 ms: drawn by paintCourt (the element's points are its
 * alone, React never sets them).
 */
export function Trail({
  colour,
  trailRef,
}: {
  colour: string;
  trailRef: (element: SVGPolylineElement | null) => void;
}) {
  return (
    <polyline
      ref={trailRef}
      fill="none"
      stroke={colour}
      strokeWidth={2}
      strokeDasharray="2 6"
      strokeLinecap="round"
      opacity={0.7}
    />
  );
}

/**
 * A ball, drawn at the origin and moved to (x, y) by its transform (which paintCourt keeps current). Yours
 * carries a white ring and a 'You' tag, so it stands out among the opponents' balls.
 */
export function Ball({
  x,
  y,
  colour,
  yours,
  ballRef,
}: {
  x: number;
  y: number;
  colour: string;
  yours: boolean;
  ballRef?: (element: SVGGElement | null) => void;
}) {
  return (
    <g
      ref={ballRef}
      data-ball={yours ? 'yours' : 'opponent'}
      style={{ transform: ballTransform(x, y) }}
    >
      {yours && (
        <>
          <circle
            cx={0}
            cy={0}
            r={px(BALL_RADIUS) + 4}
            fill="#ffffff"
            stroke="#0f172a"
            strokeWidth={1.5}
          />
          {/* Up and to the left: the aim guide and the flight go up and to the right. */}
          <text
            x={-4}
            y={-px(BALL_RADIUS) - 6}
            textAnchor="end"
            fontSize={20}
            fontWeight={800}
            fill="#0f172a"
            stroke="#ffffff"
            strokeWidth={4}
            paintOrder="stroke"
          >
            You
          </text>
        </>
      )}
      <circle cx={0} cy={0} r={px(BALL_RADIUS)} fill={colour} stroke="#1e293b" strokeWidth={1.5} />
      <line
        x1={-px(BALL_RADIUS)}
        y1={0}
        x2={px(BALL_RADIUS)}
        y2={0}
        stroke="#1e293b"
        strokeWidth={1}
      />
    </g>
  );
}

/** The aim guide: the launch direction, longer with more power (which paintCourt keeps current). */
export function AimGuide({
  angleDeg,
  power,
  aimRef,
}: {
  angleDeg: number;
  power: number;
  aimRef: (element: SVGLineElement | null) => void;
}) {
  const end = aimEnd(angleDeg, power);
  return (
    <line
      ref={aimRef}
      x1={px(RELEASE_X)}
      y1={py(RELEASE_Y)}
      x2={end.x}
      y2={end.y}
      stroke="#0f172a"
      strokeWidth={3}
      strokeDasharray="8 6"
      strokeLinecap="round"
    />
  );
}
