import { memo } from 'react';
import { FIELD_HEIGHT, FIELD_WIDTH, GATE_HALF_WIDTH } from './constants';
import type { Gate } from './rules';

/** The skier is drawn this far from the top of the slope; the course scrolls past. */
const SKIER_SCREEN_Y = 150;
const MOGUL_SPACING = 110;

const GateMark = memo(function GateMark({ gate }: { gate: Gate }) {
  const colour = gate.missed ? '#94a3b8' : gate.id % 2 ? '#dc2626' : '#1d4ed8';
  const left = gate.x - GATE_HALF_WIDTH;
  const right = gate.x + GATE_HALF_WIDTH;
  return (
    <g>
      <line
        x1={left}
        y1={gate.y}
        x2={right}
        y2={gate.y}
        stroke={gate.passed && !gate.missed ? '#16a34a' : '#cbd5e1'}
        strokeWidth={2}
        strokeDasharray="6 6"
      />
      {[left, right].map((x, side) => (
        <g key={side}>
          <line x1={x} y1={gate.y - 34} x2={x} y2={gate.y + 4} stroke="#334155" strokeWidth={3} />
          <path
            d={side ? `M${x} ${gate.y - 34} l-16 7 l16 7 z` : `M${x} ${gate.y - 34} l16 7 l-16 7 z`}
            fill={colour}
          />
        </g>
      ))}
      {gate.missed && (
        <path
          d={`M${gate.x - 9} ${gate.y - 9} l18 18 m0 -18 l-18 18`}
          stroke="#b91c1c"
          strokeWidth={4}
          strokeLinecap="round"
        />
      )}
    </g>
  );
});

/** The moguls in view, from the first one on screen; re-drawn only when that one changes, not every frame. */
const Moguls = memo(function Moguls({ first }: { first: number }) {
  return (
    <g>
      {Array.from({ length: Math.ceil(FIELD_HEIGHT / MOGUL_SPACING) + 1 }, (_, i) => {
        const k = first + i;
        return (
          <ellipse
            key={k}
            cx={(k * 173 + 41) % FIELD_WIDTH}
            cy={k * MOGUL_SPACING}
            rx={18}
            ry={6}
            fill="#e2e8f0"
          />
        );
      })}
    </g>
  );
});

function Skier({ x, y, lean }: { x: number; y: number; lean: number }) {
  return (
    <g style={{ transform: `translate(${x}px, ${y}px) rotate(${lean * -22}deg)` }}>
      <path
        d="M-9 -14 L-5 14 M9 -14 L5 14"
        stroke="#0f172a"
        strokeWidth={3}
        strokeLinecap="round"
      />
      <ellipse cx={0} cy={0} rx={8} ry={10} fill="#f97316" />
      <circle cx={0} cy={-2} r={5} fill="#fde68a" stroke="#7c2d12" strokeWidth={1.5} />
    </g>
  );
}

interface SlopeProps {
  gates: readonly Gate[];
  x: number;
  y: number;
  /** −1 steering left, 0 straight, 1 right. */
  lean: number;
  label: string;
}

/** The slope seen from above, scrolled so the skier stays near the top and the gates come up to meet them. */
export function Slope({ gates, x, y, lean, label }: SlopeProps) {
  const top = y - SKIER_SCREEN_Y;
  const bottom = top + FIELD_HEIGHT;
  const inView = gates.filter((g) => g.y > top - 10 && g.y < bottom + 40);
  const last = gates.at(-1);
  return (
    <svg
      viewBox={`0 0 ${FIELD_WIDTH} ${FIELD_HEIGHT}`}
      role="img"
      aria-label={label}
      className="block h-full w-full"
    >
      <rect width={FIELD_WIDTH} height={FIELD_HEIGHT} fill="#f8fafc" />
      <g style={{ transform: `translateY(${-top}px)` }}>
        <Moguls first={Math.floor(top / MOGUL_SPACING)} />
        {last && last.y > top - 10 && last.y < bottom + 40 && (
          <g>
            <rect
              x={0}
              y={last.y + 12}
              width={FIELD_WIDTH}
              height={8}
              fill="#0f172a"
              opacity={0.85}
            />
            <text
              x={FIELD_WIDTH / 2}
              y={last.y + 48}
              textAnchor="middle"
              fontSize={28}
              fontWeight={800}
              fill="#0f172a"
            >
              FINISH
            </text>
          </g>
        )}
        {inView.map((gate) => (
          <GateMark key={gate.id} gate={gate} />
        ))}
        <Skier x={x} y={y} lean={lean} />
      </g>
      <rect x={0} y={0} width={3} height={FIELD_HEIGHT} fill="#0ea5e9" />
      <rect x={FIELD_WIDTH - 3} y={0} width={3} height={FIELD_HEIGHT} fill="#0ea5e9" />
    </svg>
  );
}
