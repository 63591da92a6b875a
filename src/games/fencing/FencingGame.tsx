import { memo, useCallback, useMemo, useRef } from 'react';
import { initGame } from '../../../shared/games/core/runner';
import { useGameClock } from '../core/useGameClock';
import { useFinish } from '../core/useFinish';
import { useStateCues } from '../sound/siteSound';
import { fencingCues } from './sounds';
import { useKeyBindings } from '../core/useKeyBindings';
import { useLocalPlayerId } from '../core/gameSource';
import { paintText } from '../core/paint';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { GameHud } from '../core/ui/GameHud';
import { Announced } from '../core/ui/Announcer';
import { StartCall } from '../core/ui/StartCall';
import { startCall as countdownCall } from '../../../shared/games/core/countdown';
import type { GameViewProps } from '../../../shared/games/core/types';
import { canAct, hasUnansweredLunge, type Fencer } from '../../../shared/games/fencing/fencer';
import {
  cooldownSeconds,
  fencingRules,
  timeLeftMs,
  type FencingState,
} from '../../../shared/games/fencing/rules';
import { eventView, headlineFor, outcomeFor, parryGradeFor, type EventView } from './messages';
import { ownSeat, sidesFor, type Sides } from './sides';
import { FencingStrip } from './FencingStrip';
import { BoutClock, secondsLeft, urgentClock } from './BoutClock';
import { PaintedSeconds } from '../core/paintedSeconds';
import { formatClock } from '../../../shared/lib/format';
import { POINTS_TO_WIN, TICK_MS } from '../../../shared/games/fencing/constants';
import { cooldownText, MoveButton } from './MoveButton';

const MESSAGE_TONE: Record<EventView, string> = {
  youScored: 'text-emerald-700',
  youWereTouched: 'text-rose-700',
  youParried: 'text-sky-800',
  youWereParried: 'text-amber-800',
  youWereFeinted: 'text-amber-800',
  watched: 'text-navy-900',
};

/** The countdown's 3, 2, 1, then 'GO!' for the bout's first second. */
const startCall = (state: FencingState) =>
  countdownCall(state, state.phase === 'playing' ? state.ticks * TICK_MS : null);

/** The bout clock's whole seconds. */
const clockSeconds = (state: FencingState) => secondsLeft(timeLeftMs(state));

// What the Lunge and Parry buttons render for the viewer, a bit each (see movesShown).
/** The viewer may lunge or parry now. */
const FREE = 1;
/** The buttons show a cooldown (its figure is painted). */
const COOLING = 2;
/** Lunge reads 'Riposte!'. */
const RIPOSTE_CUE = 4;
/** Parry reads 'Parry now!'. */
const PARRY_CUE = 8;

/**
 * What the move buttons render of `state` for `viewerId`, as the bits above: none outside the bout or for a
 * viewer who is not fencing (a spectator, a replay's watcher). A number, so the clock's check on every frame
 * builds nothing.
 */
function movesShown(state: FencingState, viewerId: string): number {
  const seat = ownSeat(state, viewerId);
  if (state.phase !== 'playing' || seat === -1) return 0;
  const you = state.fencers[seat];
  const them = state.fencers[1 - seat] as Fencer;
  const free = canAct(you);
  return (
    (free ? FREE : 0) |
    (you.cooldown > 0 ? COOLING : 0) |
    (free && you.riposteTicks > 0 ? RIPOSTE_CUE : 0) |
    (free && hasUnansweredLunge(you, them) ? PARRY_CUE : 0)
  );
}

/** What the strip, the HUD and the messages show of a fencer: who, the pose and place, the touches. */
const sameFencer = (a: Fencer, b: Fencer) =>
  a.player === b.player &&
  a.action === b.action &&
  a.position === b.position &&
  a.touches === b.touches;

/**
 * Every 100 ms tick of the bout makes new fencers (their timers count down, an AI rolls its move), but most
 * ticks show nothing new. The clock re-renders the view when something it renders reads differently: the
 * phase, the bout clock's colour (its seconds are painted), the start call, the last event (and its count,
 * whose change plays the event's sound even when it reads as the last one did), a fencer's pose, place or
 * touches, and what the move buttons show; not on a tick in which the fencers only wait or cool down (the
 * cooldown's figure is painted). Compares what the view renders (keep it in step with the view).
 */
function sameView(shown: FencingState, next: FencingState, viewerId: string): boolean {
  return (
    shown.phase === next.phase &&
    shown.endReason === next.endReason &&
    shown.eventCount === next.eventCount &&
    shown.lastEvent === next.lastEvent &&
    urgentClock(clockSeconds(shown)) === urgentClock(clockSeconds(next)) &&
    startCall(shown) === startCall(next) &&
    sameFencer(shown.fencers[0], next.fencers[0]) &&
    sameFencer(shown.fencers[1], next.fencers[1]) &&
    movesShown(shown, viewerId) === movesShown(next, viewerId)
  );
}

// Constant, so the memoised move buttons see the same props from frame to frame.
const LUNGE_KEYS = ['L', '→'];
const PARRY_KEYS = ['P', '←'];

function announcement(state: FencingState, sides: Sides, viewerId: string): string {
  const { near, far, nearLabel, farLabel } = sides;
  const score = `${nearLabel} ${near.touches}, ${farLabel} ${far.touches}.`;
  const headline = headlineFor(state, viewerId);
  if (state.phase === 'finished') return `${headline} ${outcomeFor(state, viewerId)} ${score}`;
  const call = startCall(state);
  if (call && !headline) return call;
  const grade = parryGradeFor(state, viewerId);
  const graded = grade && (/[.!]$/.test(grade) ? ` ${grade}` : ` ${grade}.`);
  if (headline) return `${headline}${graded} ${score}`;
  return state.phase === 'playing' ? 'Allez! Press L to lunge, P to parry.' : '';
}

/** The message line, and under it the parry's grade or the bout's outcome; renders when one of them changes. */
const BoutMessage = memo(function BoutMessage({
  tone,
  headline,
  note,
}: {
  tone: string;
  headline: string;
  note: string;
}) {
  return (
    <p
      data-testid="fencing-message"
      className={`min-h-8 text-center text-xl font-bold sm:min-h-9 sm:text-2xl ${tone}`}
    >
      <span className="block">{headline}</span>
      {/* One line kept for the grade of a parry or the bout's outcome, so the buttons never move. */}
      <span
        data-testid="fencing-note"
        className="block min-h-6 text-base font-semibold text-slate-700"
      >
        {note}
      </span>
    </p>
  );
});

export default function FencingGame({ players, settings, seed, onFinish }: GameViewProps) {
  // The seat this device plays: 'you' here, its own seat in a room on the game server.
  const viewerId = useLocalPlayerId();
  const createState = useCallback(
    () => initGame(fencingRules, players, settings, seed),
    [players, settings, seed],
  );
  const lungeCooldownRef = useRef<HTMLSpanElement>(null);
  const parryCooldownRef = useRef<HTMLSpanElement>(null);
  /** The viewer's cooldown, in ticks, as painted last. */
  const paintedCooldown = useRef(-1);
  // The cooldown's figure changes on every tick it runs; it is painted, and the view renders only when a
  // cooldown starts or ends.
  const clock = useMemo(() => new PaintedSeconds<HTMLParagraphElement>(formatClock), []);
  const paint = useCallback(
    (next: FencingState, _ghost: unknown, rendered: boolean) => {
      clock.paint(clockSeconds(next), rendered);
      const seat = ownSeat(next, viewerId);
      if (next.phase !== 'playing' || seat === -1) return;
      const you = next.fencers[seat];
      // A cooldown that has run out is taken off by the render that follows, not painted as 0.0 s.
      if (you.cooldown === 0 || (!rendered && you.cooldown === paintedCooldown.current)) return;
      paintedCooldown.current = you.cooldown;
      const text = cooldownText(cooldownSeconds(you));
      paintText(lungeCooldownRef.current, text);
      paintText(parryCooldownRef.current, text);
    },
    [viewerId, clock],
  );
  const hear = useStateCues(fencingCues, viewerId);
  const { state, act } = useGameClock(
    fencingRules,
    createState,
    (shown, next) => sameView(shown, next, viewerId),
    paint,
    hear,
  );
  useFinish(fencingRules, state, onFinish);
  const lunge = useCallback(() => act({ type: 'lunge' }), [act]);
  const parry = useCallback(() => act({ type: 'parry' }), [act]);
  // Bound from the countdown on (the rules refuse moves until GO), so the ready screen's keys work as usual.
  const boutKeys = state.phase === 'playing' || state.phase === 'countdown';
  useKeyBindings({
    down: boutKeys ? { l: lunge, ArrowRight: lunge, p: parry, ArrowLeft: parry } : {},
  });

  if (state.phase === 'ready') {
    return (
      <Announced message="">
        <ReadyScreen
          gameId="fencing"
          durationS={settings.duration}
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const sides = sidesFor(state, viewerId);
  const { near: you, far: them } = sides;
  const moves = movesShown(state, viewerId);
  const view = eventView(state, viewerId);
  const ended = outcomeFor(state, viewerId);
  const grade = parryGradeFor(state, viewerId);
  const cooldownS = moves & COOLING ? cooldownSeconds(you) : 0;
  return (
    <Announced message={announcement(state, sides, viewerId)}>
      <div className="flex flex-col gap-3 sm:gap-4">
        <GameHud
          items={[
            { label: sides.nearLabel, value: String(you.touches) },
            { label: sides.farLabel, value: String(them.touches) },
          ]}
        />
        <div className="relative mx-auto w-full max-w-3xl">
          <FencingStrip
            leftAction={you.action}
            leftPosition={you.position}
            rightAction={them.action}
            rightPosition={them.position}
            leftLabel={sides.nearLabel}
            rightLabel={sides.farLabel}
          />
          <BoutClock seconds={clockSeconds(state)} clockRef={clock.ref} />
          <StartCall call={startCall(state)} />
        </div>
        <BoutMessage
          tone={MESSAGE_TONE[view ?? 'watched']}
          headline={headlineFor(state, viewerId) || `En garde! First to ${POINTS_TO_WIN} touches.`}
          note={ended || grade}
        />
        <div className="grid grid-cols-2 gap-3 sm:mx-auto sm:w-full sm:max-w-xl">
          <MoveButton
            label="Lunge"
            keys={LUNGE_KEYS}
            shortcuts="L ArrowRight"
            disabled={!(moves & FREE)}
            cooldownS={cooldownS}
            cooldownRef={lungeCooldownRef}
            cue={moves & RIPOSTE_CUE ? 'Riposte!' : ''}
            onPress={lunge}
          />
          <MoveButton
            label="Parry"
            keys={PARRY_KEYS}
            shortcuts="P ArrowLeft"
            disabled={!(moves & FREE)}
            cooldownS={cooldownS}
            cooldownRef={parryCooldownRef}
            cue={moves & PARRY_CUE ? 'Parry now!' : ''}
            onPress={parry}
          />
        </div>
      </div>
    </Announced>
  );
}
