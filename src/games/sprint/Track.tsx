import { memo } from 'react';
import { Bot } from 'lucide-react';
import type { GamePlayer } from '../../../shared/games/core/types';
import { RACE_DISTANCE_M } from '../../../shared/games/sprint/constants';
import type { Runner } from '../../../shared/games/sprint/rules';
import { ghostLabel } from '../core/ui/ghostLabel';

/** A lane number, not a place: set apart from the name so '1. You' is not read as first. */
const LaneName = memo(function LaneName({
  player,
  lane,
  ghost,
}: {
  player: GamePlayer;
  lane: number;
  ghost: boolean;
}) {
  return (
    <span className="z-10 flex w-28 shrink-0 flex-col bg-red-950/80 px-2 py-0.5 leading-tight text-white sm:w-36">
      <span className="text-[0.625rem] font-medium tracking-wide text-red-100 uppercase">
        {ghost ? <span aria-hidden="true">Ghost</span> : `Lane ${lane + 1}`}
      </span>
      <span className="flex items-center gap-1 text-xs font-semibold sm:text-sm">
        {ghost && <span className="sr-only">{ghostLabel(player.name)}</span>}
        {player.isAI && !ghost && <Bot role="img" aria-label="AI" className="h-4 w-4 shrink-0" />}
        <span className="truncate" aria-hidden={ghost || undefined}>
          {player.name}
        </span>
      </span>
    </span>
  );
});

interface LaneProps {
  lane: number;
  player: GamePlayer;
  /** The lane of the person looking at this screen. */
  mine: boolean;
  distance: number;
  finishedAtMs: number | null;
  /** A ghost's lane: translucent, labelled as the ghost, no lane number (it is not in the race). */
  ghost?: boolean;
}

/** One lane; re-renders only when its runner moves (once per 0.1 s tick) or finishes. */
const Lane = memo(function Lane({
  lane,
  player,
  mine,
  distance,
  finishedAtMs,
  ghost = false,
}: LaneProps) {
  const progress = (distance / RACE_DISTANCE_M) * 100;
  return (
    <li
      className={`relative flex h-12 items-center border-b-2 border-white/60 last:border-b-0 sm:h-14 ${
        mine ? 'bg-yellow-200/20' : ''
      } ${ghost ? 'opacity-50' : ''}`}
      data-ghost={ghost || undefined}
    >
      <LaneName player={player} lane={lane} ghost={ghost} />
      <span
        className="@container relative mx-2 h-full flex-1 border-r-4 border-dotted border-white"
        aria-hidden="true"
      >
        <span
          className="absolute top-1/2 left-0 text-2xl transition-transform duration-100 ease-linear motion-reduce:transition-none sm:text-3xl"
          // Along the lane by transform alone (progress % of the lane less that % of the figure), so the
          // glide between positions needs no layout on each frame: 1cqw is 1% of the lane.
          style={{ transform: `translate(calc(${progress} * (1cqw - 1%)), -50%)` }}
        >
          <span className="inline-block -scale-x-100">🏃</span>
        </span>
      </span>
      <span
        className="z-10 w-[4.5rem] shrink-0 bg-red-950/80 px-1.5 py-1 text-right text-xs font-semibold whitespace-nowrap text-white tabular-nums sm:w-20 sm:text-sm"
        aria-hidden="true"
      >
        {distance.toFixed(1)} m
      </span>
      <span className="sr-only">
        : {distance.toFixed(1)} metres
        {finishedAtMs !== null ? `, finished in ${(finishedAtMs / 1000).toFixed(2)} seconds` : ''}
      </span>
    </li>
  );
});

/**
 * The 100 m straight seen from above: one lane per runner, start on the left, finish line on the right, and a
 * ghost's lane below when racing one.
 */
export function Track({
  runners,
  me,
  ghost,
}: {
  runners: readonly Runner[];
  me: string;
  ghost?: { name: string; runner: Runner } | null;
}) {
  return (
    <ul
      aria-label="Track lanes"
      className="overflow-hidden rounded-2xl border-4 border-red-950 bg-linear-to-b from-red-700 to-red-800"
    >
      {runners.map((runner, lane) => (
        <Lane
          key={runner.player.id}
          lane={lane}
          player={runner.player}
          mine={runner.player.id === me}
          distance={runner.distance}
          finishedAtMs={runner.finishedAtMs}
        />
      ))}
      {ghost && (
        <Lane
          lane={runners.length}
          player={{ ...ghost.runner.player, name: ghost.name }}
          mine={false}
          distance={ghost.runner.distance}
          finishedAtMs={ghost.runner.finishedAtMs}
          ghost
        />
      )}
    </ul>
  );
}
