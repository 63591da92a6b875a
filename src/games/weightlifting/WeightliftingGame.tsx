import { useCallback, useMemo } from 'react';
import { initGame } from '../../../shared/games/core/runner';
import { useGameClock } from '../core/useGameClock';
import { sameEach } from '../core/sameView';
import { useFinish } from '../core/useFinish';
import { useStateCues } from '../sound/siteSound';
import { weightliftingCues } from './sounds';
import { useKeyBindings } from '../core/useKeyBindings';
import { useLocalPlayerId } from '../core/gameSource';
import { ReadyScreen } from '../core/ui/ReadyScreen';
import { Announced } from '../core/ui/Announcer';
import type { GameViewProps } from '../../../shared/games/core/types';
import {
  attemptLeftMs,
  lifterOf,
  liftMessage,
  weightliftingRules,
  type Lifter as LifterState,
  type WeightliftingState,
} from '../../../shared/games/weightlifting/rules';
import { ATTEMPTS } from '../../../shared/games/weightlifting/constants';
import { Lifter } from './Lifter';
import { HoldCard, LiftCard } from './Cards';
import { AttemptList } from './AttemptList';
import { RivalList, sameRival } from './RivalList';
import { LiftHud } from './LiftHud';
import { LiftPainting } from './liftPainting';
import {
  announcementFor,
  lifterPose,
  promptFor,
  resultDetail,
  watchedAnnouncement,
  watchedPrompt,
  worthText,
} from './texts';

/** The lifter this screen is for: the viewer's own, or the first seat's for a viewer with none. */
const viewedLifter = (state: WeightliftingState, viewerId: string): LifterState | undefined =>
  lifterOf(state, viewerId) ?? state.lifters[0];

/**
 * What renders of the viewed lifter: its phase, attempt, weight, total, target and lifts (the HUD, the result,
 * the drawn outcome, the cards' buttons, the attempts) and whether it is told 'Faster!'. The rest (its bar and
 * marker, the attempt's countdown and what the lift is worth, the barbell's height and tilt) is painted on
 * every frame and press it changes; its timers show nowhere.
 */
const sameOwnLifter = (a: LifterState, b: LifterState) =>
  a.player === b.player &&
  a.phase === b.phase &&
  a.attempt === b.attempt &&
  a.weightKg === b.weightKg &&
  a.totalKg === b.totalKg &&
  a.target === b.target &&
  a.lifts === b.lifts &&
  a.slow === b.slow &&
  a.toldSlow === b.toldSlow;

/**
 * The clock re-renders the view when something it renders reads differently (the game's phase, the attempt's
 * limit, what renders of the viewed lifter, a rival's attempts): not on a LIFT! press, nor on the frames
 * between (the bar, the marker and the countdown are painted). Compares what the view renders (keep it in step
 * with the view).
 */
function sameView(shown: WeightliftingState, next: WeightliftingState, viewerId: string): boolean {
  const viewed = viewedLifter(shown, viewerId);
  return (
    shown.phase === next.phase &&
    shown.attemptLimitMs === next.attemptLimitMs &&
    sameEach(shown.lifters, next.lifters, (a, b) =>
      a === viewed ? sameOwnLifter(a, b) : sameRival(a, b),
    )
  );
}

export default function WeightliftingGame({ players, settings, seed, onFinish }: GameViewProps) {
  // The seat this device plays: 'you' here, its own seat in a room on the game server.
  const viewerId = useLocalPlayerId();
  const createState = useCallback(
    () => initGame(weightliftingRules, players, settings, seed),
    [players, settings, seed],
  );
  const painting = useMemo(() => new LiftPainting(), []);
  // Paints the lifter this screen is for (weightlifting races no ghost).
  const paint = useCallback(
    (next: WeightliftingState, _ghost: unknown, rendered: boolean) => {
      const lifter = viewedLifter(next, viewerId);
      if (lifter) painting.paint(next, lifter, rendered);
    },
    [painting, viewerId],
  );
  const hear = useStateCues(weightliftingCues, viewerId);
  const { state, act } = useGameClock(
    weightliftingRules,
    createState,
    (shown, next) => sameView(shown, next, viewerId),
    paint,
    hear,
  );
  useFinish(weightliftingRules, state, onFinish);
  const liftNow = useCallback(() => act({ type: 'lift' }), [act]);
  const holdNow = useCallback(() => act({ type: 'hold' }), [act]);
  // Bound only once started: on the ready screen Space must reach the focused start button.
  useKeyBindings({ down: state.phase === 'ready' ? {} : { ' ': () => act({ type: 'press' }) } });

  if (state.phase === 'ready') {
    return (
      <Announced message="">
        <ReadyScreen
          gameId="weightlifting"
          durationS={settings.duration}
          onStart={() => act({ type: 'start' })}
        />
      </Announced>
    );
  }

  const me = viewedLifter(state, viewerId);
  if (!me) return <Announced message="">{null}</Announced>;
  const pose = lifterPose(me);
  const message = liftMessage(me);
  const detail = resultDetail(me);
  const lastSuccess = me.lifts.at(-1)?.success;
  // Someone with no lifter of their own watches the first one's platform, told nothing of what to press.
  const watching = me.player.id !== viewerId;
  return (
    <Announced
      message={watching ? watchedAnnouncement(state, me) : announcementFor(state, me.player.id)}
    >
      <div className="flex flex-col gap-2 sm:gap-4">
        <LiftHud
          attempt={`${me.attempt}/${ATTEMPTS}`}
          total={`${me.totalKg} kg`}
          weight={`${me.weightKg} kg`}
          leftMs={attemptLeftMs(state, me)}
          limitMs={state.attemptLimitMs}
          refs={painting.refs}
        />
        <p
          className={`flex min-h-10 flex-col items-center justify-center text-center font-bold sm:min-h-12 ${
            message
              ? `text-xl sm:text-2xl ${lastSuccess ? 'text-emerald-700' : 'text-rose-700'}`
              : `text-sm sm:text-base ${me.slow && me.phase === 'lifting' ? 'text-rose-700' : 'text-slate-700'}`
          }`}
        >
          <span>{watching ? watchedPrompt(state, me) : promptFor(state, me.player.id)}</span>
          {detail && (
            <span
              className="text-sm font-semibold text-slate-800 sm:text-base"
              data-testid="hold-grade"
            >
              {detail}
            </span>
          )}
        </p>
        <div className="grid gap-2 sm:gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center">
          <div className="order-last h-40 md:order-first md:h-72">
            <Lifter
              height={pose.height}
              tilt={pose.tilt}
              outcome={pose.outcome}
              weightKg={me.weightKg}
              refs={painting.refs}
            />
          </div>
          <div className="flex flex-col gap-2 sm:gap-4">
            <LiftCard
              bar={me.bar}
              worth={worthText(me)}
              enabled={me.phase === 'lifting'}
              onLift={liftNow}
              refs={painting.refs}
            />
            <HoldCard
              marker={me.marker}
              target={me.target}
              active={me.phase === 'holding'}
              onHold={holdNow}
              refs={painting.refs}
            />
          </div>
        </div>
        <AttemptList lifts={me.lifts} attempts={ATTEMPTS} />
        <RivalList rivals={state.lifters.filter((lifter) => lifter !== me)} />
      </div>
    </Announced>
  );
}
