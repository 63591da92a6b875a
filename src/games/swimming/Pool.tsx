import { memo } from 'react';
import { RACE_DISTANCE_M } from '../../../shared/games/swimming/constants';
import { isStroking, type Swimmer } from '../../../shared/games/swimming/rules';
import { ghostLabel } from '../core/ui/ghostLabel';

interface LaneProps {
  lane: number;
  name: string;
  /** The lane of the person looking at this screen. */
  mine: boolean;
  distance: number;
  stroking: boolean;
  finished: boolean;
  /** A ghost's lane: translucent, labelled as the ghost, no lane number (it is not in the race). */
  ghost?: boolean;
}

/** One lane; its props are primitives, so it re-renders only when its swimmer moves or splashes. */
const Lane = memo(function Lane({
  lane,
  name,
  mine,
  distance,
  stroking,
  finished,
  ghost = false,
}: LaneProps) {
  const progress = (distance / RACE_DISTANCE_M) * 100;
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
      <span className="@container relative mx-2 h-full flex-1" aria-hidden="true">
        <span
          className="absolute top-1/2 left-0 text-2xl transition-transform duration-100 ease-linear motion-reduce:transition-none sm:text-3xl"
          // Along the lane by transform alone (progress % of the lane less that % of the figure), so the
          // glide between positions needs no layout on each frame: 1cqw is 1% of the lane.
          style={{ transform: `translate(calc(${progress} * (1cqw - 1%)), -50%)` }}
        >
          <span
            className={
              stroking ? 'inline-block animate-bounce motion-reduce:animate-none' : 'inline-block'
            }
          >
            🏊
          </span>
        </span>
      </span>
      <span
        className="z-10 w-[4.5rem] shrink-0 bg-sky-950/70 px-1.5 py-1 text-right text-xs font-semibold whitespace-nowrap text-white tabular-nums sm:w-20 sm:text-sm"
        aria-hidden="true"
      >
        {distance.toFixed(1)} m
      </span>
      <span className="sr-only">
        {ghost ? ghostLabel(name) : `Lane ${lane + 1}, ${name}`}: {distance.toFixed(1)} metres
        {finished ? ', finished' : ''}
      </span>
    </li>
  );
});

/** The pool seen from above: one lane per swimmer, left wall to the finish wall, and a ghost's lane if racing one. */
export function Pool({
  swimmers,
  me,
  ghost,
}: {
  swimmers: readonly Swimmer[];
  me: string;
  ghost?: { name: string; swimmer: Swimmer } | null;
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
          name={swimmer.player.name}
          mine={swimmer.player.id === me}
          distance={swimmer.distance}
          stroking={isStroking(swimmer)}
          finished={swimmer.finishedAtMs !== null}
        />
      ))}
      {ghost && (
        <Lane
          lane={swimmers.length}
          name={ghost.name}
          mine={false}
          distance={ghost.swimmer.distance}
          stroking={isStroking(ghost.swimmer)}
          finished={ghost.swimmer.finishedAtMs !== null}
          ghost
        />
      )}
    </ul>
  );
}
