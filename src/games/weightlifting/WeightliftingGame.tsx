import { useCallback } from 'react';
import { initGame } from '../../../shared/games/core/runner';
import { useGameClock } from '../core/useGameClock';
import { differOnlyIn, sameEach } from '../core/sameView';
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
  fullLiftLeftS,
  lifterOf,
  liftMessage,
  worthNowKg,
  weightliftingRules,
  type Lifter as LifterState,
  type WeightliftingState,
} from '../../../shared/games/weightlifting/rules';
import { ATTEMPTS } from '../../../shared/games/weightlifting/constants';
import { Lifter } from './Lifter';
import { HoldCard, LiftCard } from './Cards';
import { AttemptList } from './AttemptList';
import { RivalList, sameRival } from './RivalList';
import { countdownPercent, LiftHud, secondsLeft } from './LiftHud';
import { announcementFor, lifterPose, promptFor, resultDetail } from './texts';

/** The lifter this screen is for: the viewer's own, or the first seat's for a viewer with none. */
const viewedLifter = (state: WeightliftingState, viewerId: string): LifterState | undefined =>
  lifterOf(state, viewerId) ?? state.lifters[0];

/**
 * The viewer's own lifter shows none of its timers (the carries towards the bar's and the marker's next ticks,
 * the hold's and the result pause's time, the bar's last ticks and troughs, how long 'Faster!' has shown) but
 * the attempt's countdown, in whole seconds and percent; a rival shows only its attempts and totals.
 */
const sameOwnTimers = differOnlyIn<LifterState>(
  'decayCarryMs',
  'markerCarryMs',
  'holdingMs',
  'resultMs',
  'attemptMs',
  'barTicks',
  'decayTicks',
  'troughs',
  'troughNow',
  'slowShownMs',
);

/**
 * The clock re-renders the view when the viewer's bar, marker or countdown moves, something happens to a
 * lifter or the game's phase changes: not on every frame (during a result pause, not at all).
 */
function sameView(shown: WeightliftingState, next: WeightliftingState, viewerId: string): boolean {
  const viewed = viewedLifter(shown, viewerId);
  const countdown = (state: WeightliftingState, lifter: LifterState) => {
    const left = attemptLeftMs(state, lifter);
    return `${secondsLeft(left)}:${countdownPercent(left, state.attemptLimitMs)}:${worthText(lifter)}`;
  };
  return (
    shown.phase === next.phase &&
    sameEach(shown.lifters, next.lifters, (a, b) => {
      if (a !== viewed) return sameRival(a, b);
      return sameOwnTimers(a, b) && countdown(shown, a) === countdown(next, b);
    })
  );
}

/**
 * What filling the bar now would lift: the full weight for the first 8 s of an attempt (with the seconds
 * left), then the share a slower lift is worth; '' outside lifting.
 */
export function worthText(lifter: LifterState): string {
  if (lifter.phase !== 'lifting') return '';
  const fullFor = fullLiftLeftS(lifter);
  return fullFor > 0
    ? `Full ${lifter.weightKg} kg: ${fullFor} s`
    : `Worth ${worthNowKg(lifter)} of ${lifter.weightKg} kg`;
}

export default function WeightliftingGame({ players, settings, seed, onFinish }: GameViewProps) {
  // The seat this device plays: 'you' here, its own seat in a room on the game server.
  const viewerId = useLocalPlayerId();
  const createState = useCallback(
    () => initGame(weightliftingRules, players, settings, seed),
    [players, settings, seed],
  );
  const { state, act } = useGameClock(weightliftingRules, createState, (shown, next) =>
    sameView(shown, next, viewerId),
  );
  useFinish(weightliftingRules, state, onFinish);
  useStateCues(state, weightliftingCues, viewerId);
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
  return (
    <Announced message={announcementFor(state, me.player.id)}>
      <div className="flex flex-col gap-2 sm:gap-4">
        <LiftHud
          attempt={`${me.attempt}/${ATTEMPTS}`}
          total={`${me.totalKg} kg`}
          weight={`${me.weightKg} kg`}
          leftMs={attemptLeftMs(state, me)}
          limitMs={state.attemptLimitMs}
        />
        <p
          className={`flex min-h-10 flex-col items-center justify-center text-center font-bold sm:min-h-12 ${
            message
              ? `text-xl sm:text-2xl ${lastSuccess ? 'text-emerald-700' : 'text-rose-700'}`
              : `text-sm sm:text-base ${me.slow && me.phase === 'lifting' ? 'text-rose-700' : 'text-slate-700'}`
          }`}
        >
          <span>{promptFor(state, me.player.id)}</span>
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
            />
          </div>
          <div className="flex flex-col gap-2 sm:gap-4">
            <LiftCard
              bar={me.bar}
              worth={worthText(me)}
              enabled={me.phase === 'lifting'}
              onLift={liftNow}
            />
            <HoldCard
              marker={me.marker}
              target={me.target}
              active={me.phase === 'holding'}
              onHold={holdNow}
            />
          </div>
        </div>
        <AttemptList lifts={me.lifts} attempts={ATTEMPTS} />
        <RivalList rivals={state.lifters.filter((lifter) => lifter !== me)} />
      </div>
    </Announced>
  );
}
