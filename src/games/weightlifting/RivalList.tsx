import { memo } from 'react';
import { sameEach } from '../core/sameView';
import { ATTEMPTS } from '../../../shared/games/weightlifting/constants';
import type { Lift, Lifter } from '../../../shared/games/weightlifting/rules';
import { liftedOf } from './AttemptList';

const mark = (lift: Lift) => (lift.success ? '✓' : lift.timeUp ? '⏱' : '✗');

function status(rival: Lifter): string {
  if (rival.phase === 'done') return 'done';
  if (rival.phase === 'result') return `attempt ${rival.attempt}/${ATTEMPTS} made`;
  return `attempt ${rival.attempt}/${ATTEMPTS}: ${rival.weightKg} kg`;
}

/** What the list shows of a rival (not its bar, marker or timers). */
export const sameRival = (a: Lifter, b: Lifter) =>
  a.player === b.player &&
  a.phase === b.phase &&
  a.attempt === b.attempt &&
  a.weightKg === b.weightKg &&
  a.totalKg === b.totalKg &&
  a.lifts === b.lifts;

/** The other lifters in the room, each on its own attempts. */
export const RivalList = memo(
  function RivalList({ rivals }: { rivals: readonly Lifter[] }) {
    if (rivals.length === 0) return null;
    return (
      <ul aria-label="Rivals" className="flex flex-col items-center gap-1 text-sm text-slate-700">
        {rivals.map((rival) => (
          <li key={rival.player.id}>
            <span className="font-semibold text-navy-900">{rival.player.name}</span> ·{' '}
            {rival.totalKg} kg
            {rival.lifts.length > 0 &&
              ` (${rival.lifts.map((l) => `${liftedOf(l)} ${mark(l)}`).join(', ')})`}{' '}
            · {status(rival)}
          </li>
        ))}
      </ul>
    );
  },
  (a, b) => sameEach(a.rivals, b.rivals, sameRival),
);
