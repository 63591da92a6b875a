import { useCallback, useEffect, useMemo, useRef } from 'react';
import { initGame } from '../../../shared/games/core/runner';
import { useGameClock } from '../core/useGameClock';
import { paintAttribute, paintStyle, paintText } from '../core/paint';
import { useFinish } from '../core/useFinish';
import { useStateCues } from '../sound/siteSound';
import { basketballCues } from './sounds';
import { useKeyBindings, type KeyHandler } from '../core/useKeyBindings';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { GameHud } from '../core/ui/GameHud';
import { Announced } from '../core/ui/Announcer';
import { useLocalPlayerId } from '../core/gameSource';
import type { GameViewProps } from '../../../shared/games/core/types';
import { sameEach } from '../core/sameView';
import {
  accuracyPercent,
  basketballRules,
  canChangeAngle,
  timeLeftMs,
  type BasketballState,
  type Shooter,
} from '../../../shared/games/basketball/rules';
import { POINTS_PER_BASKET } from '../../../shared/games/basketball/constants';
import { Court, type CourtShooter } from './Court';
import { useCourtElements } from './courtPainting';
import { announcementFor, isMissText, SHOT_MADE, shotMessageFor } from './messages';
import { PhoneScoreStrip } from '../core/ui/PhoneScoreStrip';
import { ScoreList, type ScoreEntry } from '../core/ui/ScoreList';
import { ShootButton, ShotControls } from './ShotControls';
import { PaintedSeconds, secondsText, wholeSecondsLeft } from '../core/paintedSeconds';

/** Your ball is the classic orange; opponents' balls get their own colours. */
const BALL_COLOURS = ['#f97316', '#7c3aed', '#0891b2', '#db2777'];

const secondsLeft = (state: BasketballState) => wholeSecondsLeft(timeLeftMs(state));

/** What a render shows of a shooter: not the power or the ball's flight (painted), nor the AI's clocks. */
const sameShooter = (a: Shooter, b: Shooter) =>
  a.player === b.player &&
  a.score === b.score &&
  a.shots === b.shots &&
  a.shot === b.shot &&
  a.angleDeg === b.angleDeg &&
  a.ball === b.ball &&
  a.scored === b.scored &&
  a.lastOutcome === b.lastOutcome;

/**
 * Time runs, the power rises and the balls fly on every frame; the view paints those and renders only when
 * something else shows differently: the whole seconds left, a shot (charging, in the air, back), a basket,
 * a shot's outcome, the score, the angle.
 */
function sameView(shown: BasketballState, next: BasketballState): boolean {
  return shown.phase === next.phase && sameEach(shown.shooters, next.shooters, sameShooter);
}

const findYou = (state: BasketballState, me: string) =>
  state.shooters.find((s) => s.player.id === me);

/** The colours of the visible shot result, by what it says. */
function resultTone(message: string) {
  if (message === SHOT_MADE) return 'bg-green-800 text-white';
  if (isMissText(message)) return 'bg-slate-700 text-white';
  return 'bg-amber-100 text-amber-950 ring-2 ring-amber-600';
}

/**
 * Your last try's result over the court's top corner: 'Swish! +2', 'Short! More power', 'Long! Less power',
 * or how to shoot after a click too short to be a shot. It sits over the court, so it never moves the controls.
 */
function ShotResult({ message }: { message: string }) {
  return (
    <p
      data-testid="shot-result"
      className={`pointer-events-none absolute top-2 left-2 max-w-[calc(100%-1rem)] rounded-lg px-3 py-1 text-base font-bold shadow sm:text-lg ${
        message ? resultTone(message) : 'hidden'
      }`}
    >
      {message}
    </p>
  );
}

const SHOT_WORDS = ['shot', 'shots'] as const;

export default function BasketballGame({ players, settings, seed, onFinish }: GameViewProps) {
  // The seat this device plays: 'you' here, its own seat in a room on the game server.
  const me = useLocalPlayerId();
  const createState = useCallback(
    () => initGame(basketballRules, players, settings, seed),
    [players, settings, seed],
  );
  const powerText = useRef<HTMLSpanElement>(null);
  const powerMeter = useRef<HTMLDivElement>(null);
  const powerFill = useRef<HTMLDivElement>(null);
  const shootButton = useRef<HTMLButtonElement>(null);
  const { refs: courtRefs, paint: paintCourt } = useCourtElements();
  /** The power the paint hook wrote last. */
  const paintedPower = useRef(-1);
  const seconds = useMemo(() => new PaintedSeconds(), []);
  const paint = (next: BasketballState, _ghost: unknown, rendered: boolean) => {
    seconds.paint(secondsLeft(next), rendered);
    const you = findYou(next, me);
    const power = you?.power ?? 0;
    if (rendered || power !== paintedPower.current) {
      paintedPower.current = power;
      paintText(powerText.current, `${power}%`);
      paintAttribute(powerMeter.current, 'aria-valuenow', String(power));
      paintStyle(powerFill.current, 'width', `${power}%`);
    }
    paintCourt(next.shooters, you, rendered);
  };
  const hear = useStateCues(basketballCues, me);
  const { state, act, latest } = useGameClock(basketballRules, createState, sameView, paint, hear);
  useFinish(basketballRules, state, onFinish);

  const you = findYou(state, me);
  const press: KeyHandler = (event) => {
    if (!event.repeat) act({ type: 'press' });
  };
  const release = useCallback(() => act({ type: 'release' }), [act]);
  const pressNow = useCallback(() => act({ type: 'press' }), [act]);
  const setAngle = useCallback((degrees: number) => act({ type: 'angle', degrees }), [act]);
  // One step from the angle as it is now, not as last rendered: a key held down repeats faster than renders.
  const turn = (by: number) => () => {
    const now = findYou(latest(), me);
    if (now) act({ type: 'angle', degrees: now.angleDeg + by });
  };
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
  // On a phone the game starts below the page's heading: bring the SHOOT button (the lowest control) on
  // screen, scrolling no further than that, so the time, the score and the court stay above it.
  useEffect(() => {
    if (playing) shootButton.current?.scrollIntoView?.({ block: 'nearest' });
  }, [playing]);

  const courtShooters: CourtShooter[] = useMemo(
    () =>
      state.shooters.map((shooter, seat) => ({
        shooter,
        colour: BALL_COLOURS[seat % BALL_COLOURS.length]!,
        human: shooter.player.id === me,
      })),
    [state.shooters, me],
  );
  // A row lights up with '+2' while that shooter's basket is fresh (from the ball dropping in to the shot's
  // reset), so the opponents' baskets are seen, not only yours.
  const scores: ScoreEntry[] = useMemo(
    () =>
      courtShooters.map(({ shooter, colour, human }) => ({
        id: shooter.player.id,
        name: shooter.player.name,
        isAI: shooter.player.isAI,
        colour,
        score: shooter.score,
        attempts: shooter.shots,
        strong: human,
        ...(shooter.scored ? { badge: `+${POINTS_PER_BASKET}` } : {}),
      })),
    [courtShooters],
  );

  if (state.phase === 'ready') {
    return (
      <Announced message="">
        <ReadyScreen
          gameId="basketball"
          durationS={settings.duration}
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const power = you?.power ?? 0;
  const angle = you?.angleDeg ?? 45;
  const angleLocked = !you || !canChangeAngle(you);

  return (
    <Announced message={announcementFor(state, me)}>
      <div className="flex flex-col gap-2 sm:gap-3">
        <GameHud
          items={[
            { label: 'Time', value: secondsText(secondsLeft(state)), valueRef: seconds.ref },
            // The viewer's own figures when they shoot: someone only watching has none.
            ...(you
              ? [
                  { label: 'Score', value: String(you.score) },
                  { label: 'Shots', value: String(you.shots) },
                  { label: 'Accuracy', value: `${accuracyPercent(you)}%` },
                ]
              : []),
          ]}
        />
        {courtShooters.length > 1 && (
          <PhoneScoreStrip
            scores={courtShooters.map(({ shooter, colour, human }) => ({
              id: shooter.player.id,
              name: shooter.player.name,
              score: shooter.score,
              colour,
              you: human,
            }))}
          />
        )}
        <div className="flex flex-col gap-2 sm:gap-3 lg:flex-row lg:items-start lg:justify-center lg:gap-4">
          <div className="relative lg:max-w-3xl lg:flex-1">
            <Court
              shooters={courtShooters}
              label={`Basketball court, ${courtShooters.length} shooters.${you ? ` Your ball: ${you.shot}.` : ''}`}
              refs={courtRefs}
            />
            <ShotResult message={shotMessageFor(state, me)} />
          </div>
          <div className="flex flex-col gap-2 sm:gap-3 lg:w-80">
            {you && (
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
            )}
            <ShootButton
              shot={you?.shot}
              buttonRef={shootButton}
              onPress={pressNow}
              onRelease={release}
            />
            <p className="text-center text-sm text-slate-700" data-control-help="">
              Hold the button (or Space), let go with the power in the green band. Try 45° at 70%
              power.
            </p>
            <ScoreList
              headingId="basketball-scores"
              entries={scores}
              attemptWords={SHOT_WORDS}
              lightsUp
              outlinedDots
              scoreWidth="w-10"
            />
          </div>
        </div>
      </div>
    </Announced>
  );
}
