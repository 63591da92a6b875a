import { memo } from 'react';
import { RACE_DISTANCE_M } from '../../../shared/games/swimming/constants';
import { isStroking, type Swimmer } from '../../../shared/games/swimming/rules';
import { ghostLabel } from '../core/ui/ghostLabel';
import { PaintedLanes, type LaneWords } from '../core/paintedLanes';
import { LaneFigure } from '../core/ui/LaneFigure';

/**
 * The class that lifts a swimmer mid-stroke, toggled by the paint hook. A still pose, not an animation: while a
 * game's clock asks for every frame, Chromium updates a running CSS animation's style on the main thread every
 * frame (composited or not), and eight swimmers stroking kept that going through the whole race.
 */
const STROKING_CLASS = '-translate-y-1/4';

/** The lane key of a ghost (never a seat id, which the server makes). */
const GHOST_LANE = 'ghost';

/** How the pool's lanes word a swimmer. */
const POOL_WORDS: LaneWords = {
  distance: (swimmer) => `${swimmer.distance.toFixed(1)} m`,
  spoken: (swimmer) =>
    `: ${swimmer.distance.toFixed(1)} metres${swimmer.finishedAtMs !== null ? ', finished' : ''}`,
};

/** The pool's painted lanes, for a swimming view to hold (one for its whole life) and paint with paintPool. */
export const poolLanes = () => new PaintedLanes(RACE_DISTANCE_M, POOL_WORDS, STROKING_CLASS);

interface LaneProps {
  lane: number;
  /** The key the paint hook writes this lane by: the seat id, or GHOST_LANE. */
  laneKey: string;
  name: string;
  /** The lane of the person looking at this screen. */
  mine: boolean;
  /** The swimmer as the lane renders it; between renders the game's paint hook keeps the lane current. */
  swimmer: Swimmer;
  lanes: PaintedLanes;
  /** A ghost's lane: translucent, labelled as the ghost, no lane number (it is not in the race). */
  ghost?: boolean;
}

/** One lane; it renders once, and again only when its name or seat changes (see sameLane). */
const Lane = memo(
  function Lane({ lane, laneKey, name, mine, swimmer, lanes, ghost = false }: LaneProps) {
    return (
      <li
        className={`relative flex h-12 items-center border-b-2 border-dashed border-white/50 last:border-b-0 sm:h-14 ${
          mine ? 'bg-yellow-200/25' : ''
        } ${ghost ? 'opacity-50' : ''}`}
        data-ghost={ghost || undefined}
      >
        {/* A lane number, not a place: set apart from the name so '1. You' is not read as first. */}
        <span
          aria-hidden="true"
          className="z-10 flex w-24 shrink-0 flex-col bg-sky-950/70 px-2 py-0.5 leading-tight text-white sm:w-32"
        >
          <span className="text-[0.625rem] font-medium tracking-wide text-sky-100 uppercase">
            {ghost ? 'Ghost' : `Lane ${lane + 1}`}
          </span>
          <span className="truncate text-xs font-semibold sm:text-sm">{name}</span>
        </span>
        <span className="relative mx-2 h-full flex-1" aria-hidden="true">
          <LaneFigure
            figureRef={lanes.ref(laneKey, 'figure')}
            distance={swimmer.distance}
            raceDistance={RACE_DISTANCE_M}
          >
            <span
              ref={lanes.ref(laneKey, 'pose')}
              className={`inline-block ${isStroking(swimmer) ? STROKING_CLASS : ''}`}
            >
              🏊
            </span>
          </LaneFigure>
        </span>
        <span
          className="z-10 w-[4.5rem] shrink-0 bg-sky-950/70 px-1.5 py-1 text-right text-xs font-semibold whitespace-nowrap text-white tabular-nums sm:w-20 sm:text-sm"
          aria-hidden="true"
        >
          <span ref={lanes.ref(laneKey, 'distance')}>{POOL_WORDS.distance(swimmer)}</span>
        </span>
        <span className="sr-only">
          {ghost ? ghostLabel(name) : `Lane ${lane + 1}, ${name}`}
          <span ref={lanes.ref(laneKey, 'spoken')}>{POOL_WORDS.spoken(swimmer)}</span>
        </span>
      </li>
    );
  },
  // The swimmer is painted between renders: a lane renders again only for what is not painted.
  (a, b) =>
    a.lane === b.lane &&
    a.laneKey === b.laneKey &&
    a.name === b.name &&
    a.mine === b.mine &&
    a.lanes === b.lanes &&
    a.ghost === b.ghost,
);

/** The pool seen from above: one lane per swimmer, left wall to the finish wall, and a ghost's lane if racing one. */
export function Pool({
  swimmers,
  me,
  ghost,
  lanes,
}: {
  swimmers: readonly Swimmer[];
  me: string;
  ghost?: { name: string; swimmer: Swimmer } | null;
  lanes: PaintedLanes;
}) {
  return (
    <ul
      aria-label="Pool lanes"
      className="overflow-hidden rounded-2xl border-4 border-sky-900 bg-linear-to-b from-sky-500 to-sky-700"
    >
      {swimmers.map((swimmer, lane) => (
        <Lane
          key={swimmer.player.id}
          lane={lane}
          laneKey={swimmer.player.id}
          name={swimmer.player.name}
          mine={swimmer.player.id === me}
          swimmer={swimmer}
          lanes={lanes}
        />
      ))}
      {ghost && (
        <Lane
          lane={swimmers.length}
          laneKey={GHOST_LANE}
          name={ghost.name}
          mine={false}
          swimmer={ghost.swimmer}
          lanes={lanes}
          ghost
        />
      )}
    </ul>
  );
}

/**
 * Paints every lane of the pool (and the ghost's) from the newest state; `rendered`: just after React rendered
 * them (see PaintedLanes.paint).
 */
export function paintPool(
  lanes: PaintedLanes,
  swimmers: readonly Swimmer[],
  ghost: Swimmer | undefined,
  rendered: boolean,
) {
  for (const swimmer of swimmers) {
    lanes.paint(swimmer.player.id, swimmer, isStroking(swimmer), rendered);
  }
  if (ghost) lanes.paint(GHOST_LANE, ghost, isStroking(ghost), rendered);
}
