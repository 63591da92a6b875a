import { memo, useCallback, useMemo, useRef, type Ref } from 'react';
import { initGame } from '../../../shared/games/core/runner';
import { useGameClock } from '../core/useGameClock';
import { useFinish } from '../core/useFinish';
import { useStateCues } from '../sound/siteSound';
import { swimmingCues } from './sounds';
import { useKeyBindings } from '../core/useKeyBindings';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { GameHud } from '../core/ui/GameHud';
import { Announced } from '../core/ui/Announcer';
import { StartCall } from '../core/ui/StartCall';
import { startCall as countdownCall } from '../../../shared/games/core/countdown';
import { useLocalPlayerId } from '../core/gameSource';
import type { GameViewProps } from '../../../shared/games/core/types';
import {
  canStroke,
  swimmingRules,
  timeLeftMs,
  type Swimmer,
  type SwimmingState,
} from '../../../shared/games/swimming/rules';
import { paintPool, Pool, poolLanes } from './Pool';
import { sameEach } from '../core/sameView';
import { paintStyle, paintText, writeStyle, writeText } from '../core/paint';
import { PaintedSeconds, secondsText, wholeSecondsLeft } from '../core/paintedSeconds';
import type { GhostView } from '../core/gameSource';

const secondsLeft = (state: SwimmingState) => wholeSecondsLeft(timeLeftMs(state));

/** The countdown's 3, 2, 1, then 'GO!' for the race's first second. */
const startCall = (state: SwimmingState) =>
  countdownCall(state, state.phase === 'playing' ? state.elapsedMs : null);

/**
 * What renders of a swimmer; the rest (the distance, energy and strokes in the HUD, the lane and the STROKE
 * button, the stroke's splash) is painted on every frame it changes.
 */
const sameSwimmer = (a: Swimmer, b: Swimmer) =>
  a.player === b.player && a.finishedAtMs === b.finishedAtMs;

/** The energy bar's colour band. */
const lowOnEnergy = (energy: number) => energy <= 30;

/**
 * The race moves on in strokes and 100 ms energy ticks, and the view shows time as whole seconds, which are painted
 * (PaintedSeconds): the clock re-renders it when something it renders reads differently (the phase, the start
 * call, a finish, whether this swimmer can stroke and the energy bar's colour), not on a stroke, a tick or a
 * second. Compares what the view renders (keep it in step with the view).
 */
function sameView(shown: SwimmingState, next: SwimmingState, me: string): boolean {
  if (
    shown.phase !== next.phase ||
    startCall(shown) !== startCall(next) ||
    !sameEach(shown.swimmers, next.swimmers, sameSwimmer)
  ) {
    return false;
  }
  const before = swimmerOf(shown, me);
  const after = swimmerOf(next, me);
  if (!before || !after) return before === after;
  return (
    canStroke(shown, before) === canStroke(next, after) &&
    lowOnEnergy(before.energy) === lowOnEnergy(after.energy)
  );
}

const swimmerOf = (state: SwimmingState, id: string) =>
  state.swimmers.find((s) => s.player.id === id);

/** The HUD's and the STROKE button's figures, painted between renders. */
const distanceText = (swimmer: Swimmer | undefined) => `${(swimmer?.distance ?? 0).toFixed(1)} m`;
const energyText = (swimmer: Swimmer | undefined) => `${Math.round(swimmer?.energy ?? 0)}%`;
const strokesText = (swimmer: Swimmer | undefined) => String(swimmer?.strokes ?? 0);

function announcement(state: SwimmingState, you: SwimmingState['swimmers'][number] | undefined) {
  if (you?.finishedAtMs != null)
    return `You finished in ${(you.finishedAtMs / 1000).toFixed(2)} seconds.`;
  const call = startCall(state);
  if (call) return call;
  if (state.phase !== 'playing' || !you) return '';
  return 'Race started. Press Space or the STROKE button to swim.';
}

function strokeHelp(state: SwimmingState, you: Swimmer | undefined): string {
  if (state.phase === 'countdown') return 'Get ready…';
  if (you?.finishedAtMs != null)
    return `Finished in ${(you.finishedAtMs / 1000).toFixed(2)} s! Waiting for the other swimmers…`;
  if (you && !canStroke(state, you)) return 'Out of energy: wait a moment to recover.';
  return 'Tap fast, or press Space / Enter.';
}

// The view re-renders when what it renders changes (see sameView); these parts take primitive props so React
// skips them unless what they render has changed. Their figures are painted in between.
interface FigureRefs {
  time: Ref<HTMLElement>;
  distance: Ref<HTMLElement>;
  energy: Ref<HTMLElement>;
  strokes: Ref<HTMLElement>;
  energyBar: Ref<HTMLDivElement>;
  strokeCount: Ref<HTMLSpanElement>;
}

/** The clock, and the viewer's own figures when they swim (someone only watching has none). */
const SwimmingHud = memo(function SwimmingHud({
  secondsLeft,
  seated,
  distance,
  energy,
  strokes,
  refs,
}: {
  secondsLeft: number;
  seated: boolean;
  distance: string;
  energy: string;
  strokes: string;
  refs: FigureRefs;
}) {
  const time = { label: 'Time', value: secondsText(secondsLeft), valueRef: refs.time };
  return (
    <GameHud
      items={
        seated
          ? [
              time,
              { label: 'Distance', value: distance, valueRef: refs.distance },
              { label: 'Energy', value: energy, valueRef: refs.energy },
              { label: 'Strokes', value: strokes, valueRef: refs.strokes },
            ]
          : [time]
      }
    />
  );
});

const EnergyBar = memo(function EnergyBar({
  energy,
  low,
  barRef,
}: {
  energy: number;
  low: boolean;
  barRef: Ref<HTMLDivElement>;
}) {
  return (
    <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
      <div
        ref={barRef}
        className={`h-full rounded-full ${low ? 'bg-amber-500' : 'bg-emerald-600'}`}
        style={{ width: `${energy}%` }}
      />
    </div>
  );
});

const StrokeButton = memo(function StrokeButton({
  strokes,
  disabled,
  onStroke,
  countRef,
}: {
  strokes: string;
  disabled: boolean;
  onStroke(): void;
  countRef: Ref<HTMLSpanElement>;
}) {
  return (
    <button
      type="button"
      onClick={onStroke}
      disabled={disabled}
      className="btn-primary min-h-20 w-full touch-manipulation text-2xl tracking-wide select-none sm:mx-auto sm:max-w-md"
      aria-describedby="stroke-help"
    >
      STROKE{' '}
      <span ref={countRef} className="rounded-md bg-white/20 px-2 tabular-nums">
        {strokes}
      </span>
    </button>
  );
});

export default function SwimmingGame({ players, settings, seed, onFinish }: GameViewProps) {
  const createState = useCallback(
    () => initGame(swimmingRules, players, settings, seed),
    [players, settings, seed],
  );
  const me = useLocalPlayerId();
  const lanes = useMemo(() => poolLanes(), []);
  const distanceRef = useRef<HTMLElement>(null);
  const energyRef = useRef<HTMLElement>(null);
  const strokesRef = useRef<HTMLElement>(null);
  const energyBarRef = useRef<HTMLDivElement>(null);
  const strokeCountRef = useRef<HTMLSpanElement>(null);
  const seconds = useMemo(() => new PaintedSeconds(), []);
  const figureRefs: FigureRefs = useMemo(
    () => ({
      time: seconds.ref,
      distance: distanceRef,
      energy: energyRef,
      strokes: strokesRef,
      energyBar: energyBarRef,
      strokeCount: strokeCountRef,
    }),
    [seconds],
  );
  /** This swimmer's figures as painted last (see paint). */
  const paintedFigures = useRef({ distance: -1, energy: -1, strokes: -1 });
  const paint = useCallback(
    (next: SwimmingState, ghostView: GhostView<SwimmingState> | null, rendered: boolean) => {
      seconds.paint(secondsLeft(next), rendered);
      const you = swimmerOf(next, me);
      const last = paintedFigures.current;
      // Each figure apart: the energy comes back every 100 ms, the distance and strokes move only on a stroke.
      // Between renders the DOM shows what was painted last, so a changed figure is written without a look.
      const text = rendered ? paintText : writeText;
      if (you) {
        if (rendered || you.distance !== last.distance) {
          last.distance = you.distance;
          text(distanceRef.current, distanceText(you));
        }
        if (rendered || you.energy !== last.energy) {
          last.energy = you.energy;
          text(energyRef.current, energyText(you));
          (rendered ? paintStyle : writeStyle)(energyBarRef.current, 'width', `${you.energy}%`);
        }
        if (rendered || you.strokes !== last.strokes) {
          last.strokes = you.strokes;
          text(strokesRef.current, strokesText(you));
          text(strokeCountRef.current, strokesText(you));
        }
      }
      paintPool(
        lanes,
        next.swimmers,
        ghostView ? swimmerOf(ghostView.state, ghostView.playerId) : undefined,
        rendered,
      );
    },
    [lanes, me, seconds],
  );
  const hear = useStateCues(swimmingCues, me);
  const { state, act, ghost } = useGameClock(
    swimmingRules,
    createState,
    (shown, next) => sameView(shown, next, me),
    paint,
    hear,
  );
  useFinish(swimmingRules, state, onFinish);
  const strokeNow = useCallback(() => act({ type: 'stroke' }), [act]);
  // Bound from the countdown on (the rules refuse strokes until GO): on the ready screen Space/Enter must
  // reach the focused start button.
  useKeyBindings({ down: state.phase === 'ready' ? {} : { ' ': strokeNow, Enter: strokeNow } });

  const you = state.swimmers.find((s) => s.player.id === me);
  const ghostSwimmer = ghost?.state.swimmers.find((s) => s.player.id === ghost.playerId);

  if (state.phase === 'ready') {
    return (
      <Announced message="">
        <ReadyScreen
          gameId="swimming"
          durationS={settings.duration}
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const energy = you?.energy ?? 0;
  const finishedAtMs = you?.finishedAtMs ?? null;
  return (
    <Announced message={announcement(state, you)}>
      <div className="flex flex-col gap-3 sm:gap-4">
        <SwimmingHud
          secondsLeft={secondsLeft(state)}
          seated={you !== undefined}
          distance={distanceText(you)}
          energy={energyText(you)}
          strokes={strokesText(you)}
          refs={figureRefs}
        />
        {you && <EnergyBar energy={energy} low={lowOnEnergy(energy)} barRef={energyBarRef} />}
        <div className="relative">
          <Pool
            swimmers={state.swimmers}
            me={me}
            ghost={ghost && ghostSwimmer ? { name: ghost.name, swimmer: ghostSwimmer } : null}
            lanes={lanes}
          />
          <StartCall call={startCall(state)} />
        </div>
        <StrokeButton
          strokes={strokesText(you)}
          countRef={strokeCountRef}
          disabled={state.phase === 'countdown' || finishedAtMs !== null}
          onStroke={strokeNow}
        />
        <p
          id="stroke-help"
          data-control-help=""
          className={`text-center text-sm ${finishedAtMs === null ? 'text-slate-700' : 'font-semibold text-emerald-800'}`}
        >
          {strokeHelp(state, you)}
        </p>
      </div>
    </Announced>
  );
}
