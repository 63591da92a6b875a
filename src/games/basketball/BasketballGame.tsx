import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Bot } from 'lucide-react';
import { initGame } from '../core/runner';
import { useGameClock } from '../core/useGameClock';
import { paintAttribute, paintStyle, paintText } from '../core/paint';
import { useFinish } from '../core/useFinish';
import { useKeyBindings, type KeyHandler } from '../core/useKeyBindings';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { GameHud } from '../core/ui/GameHud';
import { Announced } from '../core/ui/Announcer';
import { HUMAN_PLAYER_ID } from '../core/players';
import type { GameViewProps } from '../core/types';
import { ANGLE_MAX_DEG, ANGLE_MIN_DEG } from './constants';
import {
  accuracyPercent,
  basketballRules,
  canChangeAngle,
  timeLeftMs,
  type BasketballState,
  type Shooter,
} from './rules';
import { Court, useCourtElements, type CourtShooter } from './Court';
import { sameEach } from '../core/sameView';

/** Your ball is the classic orange; opponents' balls get their own colours. */
const BALL_COLOURS = ['#f97316', '#7c3aed', '#0891b2', '#db2777'];

function buttonText(shot: Shooter['shot'] | undefined) {
  if (!shot || shot === 'idle') return 'SHOOT';
  return shot === 'charging' ? 'Charging!' : 'Wait...';
}

function announcement(you: Shooter | undefined) {
  if (!you) return '';
  if (you.scored) return `Basket! You have ${you.score} points.`;
  if (you.shot === 'reset') return 'Missed.';
  if (you.shot === 'idle') return 'Ready to shoot.';
  return '';
}

const secondsLeft = (state: BasketballState) => Math.ceil(timeLeftMs(state) / 1000);

/** What a render shows of a shooter: not the power or the ball's flight (painted), nor the AI's clocks. */
const sameShooter = (a: Shooter, b: Shooter) =>
  a.player === b.player &&
  a.score === b.score &&
  a.shots === b.shots &&
  a.shot === b.shot &&
  a.angleDeg === b.angleDeg &&
  a.ball === b.ball &&
  a.scored === b.scored;

/**
 * Time runs, the power rises and the balls fly on every frame; the view paints those and renders only when
 * something else shows differently: the whole seconds left, a shot (charging, in the air, back), a basket,
 * the score, the angle.
 */
function sameView(shown: BasketballState, next: BasketballState): boolean {
  return (
    shown.phase === next.phase &&
    secondsLeft(shown) === secondsLeft(next) &&
    sameEach(shown.shooters, next.shooters, sameShooter)
  );
}

const findYou = (state: BasketballState) =>
  state.shooters.find((s) => s.player.id === HUMAN_PLAYER_ID);

/** The same shooters with the same figures: the list would read the same. */
const sameScores = (
  a: { shooters: readonly CourtShooter[] },
  b: { shooters: readonly CourtShooter[] },
) =>
  sameEach(
    a.shooters,
    b.shooters,
    ({ shooter, colour }, other) =>
      colour === other.colour &&
      shooter.player === other.shooter.player &&
      shooter.score === other.shooter.score &&
      shooter.shots === other.shooter.shots,
  );

// The view re-renders when what it shows changes (see sameView); the score list, the controls and the SHOOT
// button re-render only when what they show changes (the court likewise, see Court).
const ScoreList = memo(function ScoreList({ shooters }: { shooters: readonly CourtShooter[] }) {
  return (
    <section aria-labelledby="basketball-scores" className="card p-4">
      <h2 id="basketball-scores" className="text-lg font-bold text-navy-900">
        Scores
      </h2>
      <ol className="mt-2 flex flex-col gap-2">
        {[...shooters]
          .sort((a, b) => b.shooter.score - a.shooter.score)
          .map(({ shooter, colour }) => (
            <li key={shooter.player.id} className="flex items-center gap-2 text-slate-800">
              <span
                aria-hidden="true"
                className="h-3 w-3 shrink-0 rounded-full border border-slate-700"
                style={{ backgroundColor: colour }}
              />
              {shooter.player.isAI && (
                <Bot role="img" aria-label="AI" className="h-4 w-4 shrink-0" />
              )}
              <span className="min-w-0 flex-1 truncate font-medium">{shooter.player.name}</span>
              <span className="text-sm text-slate-600 tabular-nums">
                {shooter.shots} {shooter.shots === 1 ? 'shot' : 'shots'}
              </span>
              <span className="w-12 text-right font-bold text-navy-900 tabular-nums">
                {shooter.score}
              </span>
            </li>
          ))}
      </ol>
    </section>
  );
}, sameScores);

// Space on the focused slider charges too (the window keys leave form fields alone).
const sliderKey = (handler: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== ' ') return;
  event.preventDefault();
  if (!event.repeat) handler();
};

interface ShotControlsProps {
  angle: number;
  power: number;
  /** The power figure's elements, kept current by the view's paint hook while the shot charges. */
  powerTextRef: Ref<HTMLSpanElement>;
  powerMeterRef: Ref<HTMLDivElement>;
  powerFillRef: Ref<HTMLDivElement>;
  angleLocked: boolean;
  onAngle(degrees: number): void;
  onPress(): void;
  onRelease(): void;
}

const ShotControls = memo(function ShotControls({
  angle,
  power,
  powerTextRef,
  powerMeterRef,
  powerFillRef,
  angleLocked,
  onAngle,
  onPress,
  onRelease,
}: ShotControlsProps) {
  const angleId = useId();
  const powerId = useId();
  return (
    <div className="card flex flex-col gap-4 p-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={angleId} className="flex justify-between font-semibold text-navy-900">
          <span>Angle</span>
          <output htmlFor={angleId} className="tabular-nums">
            {angle}°
          </output>
        </label>
        <input
          id={angleId}
          type="range"
          min={ANGLE_MIN_DEG}
          max={ANGLE_MAX_DEG}
          step={1}
          value={angle}
          disabled={angleLocked}
          onChange={(event) => onAngle(Number(event.target.value))}
          onKeyDown={sliderKey(onPress)}
          onKeyUp={sliderKey(onRelease)}
          className="h-11 w-full cursor-pointer accent-orange-700 disabled:cursor-not-allowed disabled:opacity-60"
        />
      </div>
      <div className="flex flex-col gap-1">
        <p id={powerId} className="flex justify-between font-semibold text-navy-900">
          <span>Power</span>
          <span ref={powerTextRef} className="tabular-nums">
            {`${power}%`}
          </span>
        </p>
        <div
          ref={powerMeterRef}
          role="progressbar"
          aria-labelledby={powerId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={power}
          className="mt-2 h-5 overflow-hidden rounded-full border border-slate-400 bg-slate-100"
        >
          <div
            ref={powerFillRef}
            className="h-full rounded-full bg-linear-to-r from-amber-500 via-orange-600 to-red-700"
            style={{ width: `${power}%` }}
          />
        </div>
      </div>
    </div>
  );
});

const ShootButton = memo(function ShootButton({
  shot,
  onPress,
  onRelease,
}: {
  shot: Shooter['shot'] | undefined;
  onPress(): void;
  onRelease(): void;
}) {
  const waiting = shot !== undefined && shot !== 'idle' && shot !== 'charging';
  return (
    <button
      type="button"
      aria-disabled={waiting}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        onPress();
      }}
      onPointerUp={onRelease}
      onPointerCancel={onRelease}
      onContextMenu={(event) => event.preventDefault()}
      style={{ WebkitTouchCallout: 'none' }}
      className={`btn min-h-20 w-full touch-none text-2xl tracking-wide text-white select-none ${
        shot === 'charging'
          ? 'bg-red-700'
          : waiting
            ? 'cursor-wait bg-slate-600'
            : 'bg-orange-700 hover:bg-orange-800'
      }`}
    >
      {buttonText(shot)}
    </button>
  );
});

export default function BasketballGame({ players, settings, seed, onFinish }: GameViewProps) {
  const createState = useCallback(
    () => initGame(basketballRules, players, settings, seed),
    [players, settings, seed],
  );
  const powerText = useRef<HTMLSpanElement>(null);
  const powerMeter = useRef<HTMLDivElement>(null);
  const powerFill = useRef<HTMLDivElement>(null);
  const { refs: courtRefs, paint: paintCourt } = useCourtElements();
  const paint = useCallback(
    (next: BasketballState) => {
      const you = findYou(next);
      const power = you?.power ?? 0;
      paintText(powerText.current, `${power}%`);
      paintAttribute(powerMeter.current, 'aria-valuenow', String(power));
      paintStyle(powerFill.current, 'width', `${power}%`);
      paintCourt(next.shooters, you);
    },
    [paintCourt],
  );
  const { state, act } = useGameClock(basketballRules, createState, sameView, paint);
  useFinish(basketballRules, state, onFinish);

  const you = findYou(state);
  const press: KeyHandler = (event) => {
    if (!event.repeat) act({ type: 'press' });
  };
  const release = useCallback(() => act({ type: 'release' }), [act]);
  const pressNow = useCallback(() => act({ type: 'press' }), [act]);
  const setAngle = useCallback((degrees: number) => act({ type: 'angle', degrees }), [act]);
  const turn = (by: number) => () => you && act({ type: 'angle', degrees: you.angleDeg + by });
  const playing = state.phase === 'shooting';
  // Until the start, keys reach the focused start button as usual.
  useKeyBindings(
    playing
      ? {
          allowRepeat: true,
          down: {
            ' ': press,
            Enter: press,
            ArrowUp: turn(1),
            ArrowRight: turn(1),
            ArrowDown: turn(-1),
            ArrowLeft: turn(-1),
          },
          up: { ' ': release, Enter: release },
        }
      : {},
  );
  // A shot held when the window loses focus would never hear its key or pointer come up.
  useEffect(() => {
    const onBlur = () => act({ type: 'release' });
    window.addEventListener('blur', onBlur);
    return () => window.removeEventListener('blur', onBlur);
  }, [act]);

  const courtShooters: CourtShooter[] = useMemo(
    () =>
      state.shooters.map((shooter, seat) => ({
        shooter,
        colour: BALL_COLOURS[seat % BALL_COLOURS.length]!,
        human: shooter.player.id === HUMAN_PLAYER_ID,
      })),
    [state.shooters],
  );

  if (state.phase === 'ready') {
    return (
      <Announced message="">
        <ReadyScreen
          icon="🏀"
          title="Basketball · shootout"
          instructions="Hold to charge power, release to shoot!"
          startLabel="Start Shooting!"
          hint="Set the angle, then hold SHOOT (or Space) and let go. Arrow keys change the angle."
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const power = you?.power ?? 0;
  const angle = you?.angleDeg ?? 45;
  const angleLocked = !you || !canChangeAngle(you);

  return (
    <Announced message={announcement(you)}>
      <div className="flex flex-col gap-4">
        <GameHud
          items={[
            { label: 'Time', value: `${Math.ceil(timeLeftMs(state) / 1000)}s` },
            { label: 'Score', value: String(you?.score ?? 0) },
            { label: 'Shots', value: String(you?.shots ?? 0) },
            { label: 'Accuracy', value: `${you ? accuracyPercent(you) : 0}%` },
          ]}
        />
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-center">
          <div className="lg:max-w-3xl lg:flex-1">
            <Court
              shooters={courtShooters}
              label={`Basketball court. Your ball: ${you?.shot ?? 'idle'}.`}
              refs={courtRefs}
            />
          </div>
          <div className="flex flex-col gap-4 lg:w-80">
            <ShotControls
              angle={angle}
              power={power}
              powerTextRef={powerText}
              powerMeterRef={powerMeter}
              powerFillRef={powerFill}
              angleLocked={angleLocked}
              onAngle={setAngle}
              onPress={pressNow}
              onRelease={release}
            />
            <ShootButton shot={you?.shot} onPress={pressNow} onRelease={release} />
            <p className="text-center text-sm text-slate-700">
              Hold the button (or Space), let go to shoot. Try 45° at 70% power.
            </p>
            <ScoreList shooters={courtShooters} />
          </div>
        </div>
      </div>
    </Announced>
  );
}
