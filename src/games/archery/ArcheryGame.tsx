import { useCallback, useMemo, useRef, type PointerEvent } from 'react';
import { initGame } from '../../../shared/games/core/runner';
import { useGameClock } from '../core/useGameClock';
import { differOnlyIn, sameEach } from '../core/sameView';
import { useFinish } from '../core/useFinish';
import { useStateCues } from '../sound/siteSound';
import { archeryCues } from './sounds';
import { useKeyBindings, type KeyHandler } from '../core/useKeyBindings';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { GameHud } from '../core/ui/GameHud';
import { Announced } from '../core/ui/Announcer';
import { useLocalPlayerId } from '../core/gameSource';
import type { GameViewProps } from '../../../shared/games/core/types';
import { KEYBOARD_AIM_STEP } from '../../../shared/games/archery/constants';
import { windDrift, type Point } from '../../../shared/games/archery/geometry';
import {
  archerOf,
  archerPhase,
  archeryRules,
  crosshairOf,
  swayRadius,
  timeLeftMs,
  type Archer,
  type ArcheryState,
} from '../../../shared/games/archery/rules';
import { NOTHING_PAINTED, paintTarget, Target, type ArcherMarks, type TargetRefs } from './Target';
import { PhoneScoreStrip } from '../core/ui/PhoneScoreStrip';
import { ScoreList, type ScoreEntry } from '../core/ui/ScoreList';
import { colourOf } from './markColours';
import { RecentArrows } from './RecentArrows';
import { ShootButton } from './ShootButton';
import {
  announcement,
  horizontalArrow,
  shotVerdict,
  signed,
  targetLabel,
  TARGET_WATCHED,
  verticalArrow,
  WIND_WHILE_NOCKING,
} from './texts';
import { PaintedSeconds, secondsText, wholeSecondsLeft } from '../core/paintedSeconds';

const secondsLeft = (state: ArcheryState) => wholeSecondsLeft(timeLeftMs(state));

const differOnlyInTimeAndArchers = differOnlyIn<ArcheryState>('elapsedMs', 'archers');

/** No wind before the game (the ready screen) or for a viewer with no seat. */
const CALM: Point = { x: 0, y: 0 };

/** What a render shows of an archer: not their aim or clocks; the viewer's stance and wind too. */
const sameArcher = (viewerId: string) => (a: Archer, b: Archer) =>
  a.player === b.player &&
  a.score === b.score &&
  a.shots === b.shots &&
  a.arrows === b.arrows &&
  (a.player.id !== viewerId || (a.stance === b.stance && a.wind === b.wind));

/**
 * Between arrows only time passes, and the view shows it only as the whole seconds left: the clock renders
 * the view when those read differently, an arrow lands or the viewer is back to aiming (a new wind), not
 * on every animation frame. The crosshair follows the pointer by paint (see paint), not by render.
 */
function sameView(shown: ArcheryState, next: ArcheryState, viewerId: string): boolean {
  return (
    differOnlyInTimeAndArchers(shown, next) &&
    sameEach(shown.archers, next.archers, sameArcher(viewerId))
  );
}

// The view re-renders when what it shows changes (see sameView); the score list, the Shoot button and the
// arrow list re-render only when what they show changes (the target likewise, see Target).
const ARROW_WORDS = ['arrow', 'arrows'] as const;

export default function ArcheryGame({ players, settings, seed, onFinish }: GameViewProps) {
  // The seat this device plays: 'you' here, its own seat in a room on the game server.
  const viewerId = useLocalPlayerId();
  const createState = useCallback(
    () => initGame(archeryRules, players, settings, seed),
    [players, settings, seed],
  );
  const svg = useRef<SVGSVGElement>(null);
  const crosshairElement = useRef<SVGGElement>(null);
  const swayRing = useRef<SVGCircleElement>(null);
  const seconds = useMemo(() => new PaintedSeconds(), []);
  const targetRefs: TargetRefs = useMemo(
    () => ({ svg, crosshair: crosshairElement, sway: swayRing }),
    [],
  );
  /** What the paint hook wrote last (see paintTarget). */
  const painted = useRef(NOTHING_PAINTED);
  const paint = useCallback(
    (next: ArcheryState, _ghost: unknown, rendered: boolean) => {
      seconds.paint(secondsLeft(next), rendered);
      const archer = archerOf(next, viewerId);
      if (!archer) return;
      const sway =
        archer.stance === 'aiming' ? swayRadius(next.elapsedMs - archer.aimingSinceMs) : 0;
      painted.current = paintTarget(
        targetRefs,
        crosshairOf(archer),
        sway,
        painted.current,
        rendered,
      );
    },
    [targetRefs, viewerId, seconds],
  );
  const hear = useStateCues(archeryCues, viewerId);
  const { state, act } = useGameClock(
    archeryRules,
    createState,
    (shown, next) => sameView(shown, next, viewerId),
    paint,
    hear,
  );
  useFinish(archeryRules, state, onFinish);

  const shoot: KeyHandler = (event) => {
    if (!event.repeat) act({ type: 'shoot' });
  };
  const nudge = (dx: number, dy: number) => () => act({ type: 'nudge', dx, dy });
  // Until the start, keys reach the focused start button as usual.
  useKeyBindings(
    state.phase === 'ready'
      ? {}
      : {
          allowRepeat: true,
          down: {
            ' ': shoot,
            Enter: shoot,
            ArrowLeft: nudge(-KEYBOARD_AIM_STEP, 0),
            ArrowRight: nudge(KEYBOARD_AIM_STEP, 0),
            ArrowUp: nudge(0, -KEYBOARD_AIM_STEP),
            ArrowDown: nudge(0, KEYBOARD_AIM_STEP),
          },
        },
  );

  const onPointer = useCallback(
    (point: Point, event: PointerEvent<SVGSVGElement>) => {
      act({ type: 'aim', x: point.x, y: point.y });
      // A mouse click shoots where the crosshair is; a tap or a pen only aims (then the Shoot button).
      if (event.type === 'pointerdown' && event.pointerType === 'mouse' && event.button === 0) {
        act({ type: 'shoot' });
      }
    },
    [act],
  );
  const shootNow = useCallback(() => act({ type: 'shoot' }), [act]);

  const marks: ArcherMarks[] = useMemo(
    () =>
      state.archers.map((archer) => ({
        id: archer.player.id,
        arrows: archer.arrows,
        colour: colourOf(state.archers, viewerId, archer),
      })),
    [state.archers, viewerId],
  );
  const scores: ScoreEntry[] = useMemo(
    () =>
      state.archers.map((archer) => ({
        id: archer.player.id,
        name: archer.player.name,
        isAI: archer.player.isAI,
        colour: colourOf(state.archers, viewerId, archer),
        score: archer.score,
        attempts: archer.shots,
      })),
    [state.archers, viewerId],
  );

  if (state.phase === 'ready') {
    return (
      <Announced message="">
        <ReadyScreen
          gameId="archery"
          durationS={settings.duration}
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const you = archerOf(state, viewerId);
  // Someone only watching has no bow: no crosshair, wind or arrows of their own.
  const aim = you ? crosshairOf(you) : null;
  const phase = archerPhase(state, viewerId);
  // The wind shown is the next arrow's: it is drawn when the archer is back to aiming, so while nocking the
  // last arrow's wind (already flown) is not shown as if current.
  const nocking = phase === 'shooting';
  const wind = you?.wind ?? CALM;
  const recent = you?.arrows.slice(-10) ?? [];
  return (
    <Announced message={announcement(state, you, viewerId)}>
      <div className="flex flex-col gap-3 sm:gap-4">
        <GameHud
          items={[
            { label: 'Time', value: secondsText(secondsLeft(state)), valueRef: seconds.ref },
            ...(you
              ? [
                  { label: 'Score', value: String(you.score) },
                  {
                    label: 'Wind horizontal',
                    value: nocking
                      ? WIND_WHILE_NOCKING
                      : `${signed(wind.x)}${horizontalArrow(wind.x)}`,
                  },
                  {
                    label: 'Wind vertical',
                    value: nocking
                      ? WIND_WHILE_NOCKING
                      : `${signed(wind.y)}${verticalArrow(wind.y)}`,
                  },
                ]
              : []),
          ]}
        />
        {state.archers.length > 1 && (
          <PhoneScoreStrip
            scores={state.archers.map((archer) => ({
              id: archer.player.id,
              name: archer.player.name,
              score: archer.score,
              colour: colourOf(state.archers, viewerId, archer),
              you: archer.player.id === viewerId,
            }))}
          />
        )}
        <div className="flex flex-col gap-3 sm:gap-4 md:flex-row md:items-start md:justify-center md:gap-8">
          <div className="flex flex-col gap-2 sm:gap-3 md:w-[300px]">
            <Target
              aim={aim}
              drift={windDrift(nocking ? CALM : wind)}
              marks={marks}
              label={aim ? targetLabel(aim) : TARGET_WATCHED}
              svgRef={svg}
              crosshairRef={crosshairElement}
              swayRef={swayRing}
              onPointer={onPointer}
            />
            <ShootButton nocking={nocking} disabled={phase !== 'aiming'} onShoot={shootNow} />
            {phase === 'shooting' && recent.length > 0 ? (
              <p className="text-center text-sm font-bold text-navy-900" data-testid="shot-result">
                {shotVerdict(recent[recent.length - 1]?.points ?? 0)}
              </p>
            ) : (
              <p className="text-center text-sm text-slate-700" data-control-help="">
                Aim off against the wind, and shoot once the dashed ring has closed.
              </p>
            )}
          </div>
          <div className="flex flex-col gap-4 md:w-72">
            <ScoreList headingId="archery-scores" entries={scores} attemptWords={ARROW_WORDS} />
            {you && (
              <RecentArrows
                points={recent.length === 0 ? 'None yet' : recent.map((a) => a.points).join(' · ')}
              />
            )}
          </div>
        </div>
      </div>
    </Announced>
  );
}
