import { memo, useMemo } from 'react';
import { Bot } from 'lucide-react';
import type { GamePlayer } from '../../../shared/games/core/types';
import { RACE_DISTANCE_M } from '../../../shared/games/sprint/constants';
import type { Runner } from '../../../shared/games/sprint/rules';
import { ghostLabel } from '../core/ui/ghostLabel';
import { PaintedLanes, type LaneWords } from '../core/paintedLanes';
import { LaneFigure } from '../core/ui/LaneFigure';

/** The lane key of a ghost (never a seat id, which the server makes). */
const GHOST_LANE = 'ghost';

/** How the track's lanes word a runner. */
const TRACK_WORDS: LaneWords = {
  distance: (runner) => `${runner.distance.toFixed(1)} m`,
  spoken: (runner) =>
    `: ${runner.distance.toFixed(1)} metres${
      runner.finishedAtMs !== null
        ? `, finished in ${(runner.finishedAtMs / 1000).toFixed(2)} seconds`
        : ''
    }`,
};

/** The track's painted lanes, for a sprint view to hold (one for its whole life) and paint with paintTrack. */
export const trackLanes = () => new PaintedLanes(RACE_DISTANCE_M, TRACK_WORDS);

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
  /** The key the paint hook writes this lane by: the seat id, or GHOST_LANE. */
  laneKey: string;
  player: GamePlayer;
  /** The lane of the person looking at this screen. */
  mine: boolean;
  /** The runner as the lane renders it; between renders the game's paint hook keeps the lane current. */
  runner: Runner;
  lanes: PaintedLanes;
  /** A ghost's lane: translucent, labelled as the ghost, no lane number (it is not in the race). */
  ghost?: boolean;
}

/** One lane; it renders once, and again only when its runner's name or seat changes (see the comparison). */
const Lane = memo(
  function Lane({ lane, laneKey, player, mine, runner, lanes, ghost = false }: LaneProps) {
    return (
      <li
        className={`relative flex h-12 items-center border-b-2 border-white/60 last:border-b-0 sm:h-14 ${
          mine ? 'bg-yellow-200/20' : ''
        } ${ghost ? 'opacity-50' : ''}`}
        data-ghost={ghost || undefined}
      >
        <LaneName player={player} lane={lane} ghost={ghost} />
        <span
          className="relative mx-2 h-full flex-1 border-r-4 border-dotted border-white"
          aria-hidden="true"
        >
          <LaneFigure
            figureRef={lanes.ref(laneKey, 'figure')}
            distance={runner.distance}
            raceDistance={RACE_DISTANCE_M}
          >
            <span className="inline-block -scale-x-100">🏃</span>
          </LaneFigure>
        </span>
        <span
          className="z-10 w-[4.5rem] shrink-0 bg-red-950/80 px-1.5 py-1 text-right text-xs font-semibold whitespace-nowrap text-white tabular-nums sm:w-20 sm:text-sm"
          aria-hidden="true"
        >
          <span ref={lanes.ref(laneKey, 'distance')}>{TRACK_WORDS.distance(runner)}</span>
        </span>
        <span ref={lanes.ref(laneKey, 'spoken')} className="sr-only">
          {TRACK_WORDS.spoken(runner)}
        </span>
      </li>
    );
  },
  // The runner is painted between renders: a lane renders again only for what is not painted.
  (a, b) =>
    a.lane === b.lane &&
    a.laneKey === b.laneKey &&
    a.player === b.player &&
    a.mine === b.mine &&
    a.lanes === b.lanes &&
    a.ghost === b.ghost,
);

/**
 * The 100 m straight seen from above: one lane per runner, start on the left, finish line on the right, and a
 * ghost's lane below when racing one.
 */
export function Track({
  runners,
  me,
  ghost,
  lanes,
}: {
  runners: readonly Runner[];
  me: string;
  ghost?: { name: string; runner: Runner } | null;
  lanes: PaintedLanes;
}) {
  const ghostPlayer = useMemo(
    () => (ghost ? { ...ghost.runner.player, name: ghost.name } : null),
    // The ghost's name and seat player do not change during a race.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ghost?.name, ghost?.runner.player],
  );
  return (
    <ul
      aria-label="Track lanes"
      className="overflow-hidden rounded-2xl border-4 border-red-950 bg-linear-to-b from-red-700 to-red-800"
    >
      {runners.map((runner, lane) => (
        <Lane
          key={runner.player.id}
          lane={lane}
          laneKey={runner.player.id}
          player={runner.player}
          mine={runner.player.id === me}
          runner={runner}
          lanes={lanes}
        />
      ))}
      {ghost && ghostPlayer && (
        <Lane
          lane={runners.length}
          laneKey={GHOST_LANE}
          player={ghostPlayer}
          mine={false}
          runner={ghost.runner}
          lanes={lanes}
          ghost
        />
      )}
    </ul>
  );
}

/**
 * Paints every lane of the track (and the ghost's) from the newest state; `rendered`: just after React rendered
 * them (see PaintedLanes.paint).
 */
export function paintTrack(
  lanes: PaintedLanes,
  runners: readonly Runner[],
  ghost: Runner | undefined,
  rendered: boolean,
) {
  for (const runner of runners) lanes.paint(runner.player.id, runner, false, rendered);
  if (ghost) lanes.paint(GHOST_LANE, ghost, false, rendered);
}
