import { RACE_DISTANCE_M } from './constants';
import { isStroking, type Swimmer } from './rules';

/** The pool seen from above: one lane per swimmer, left wall to the finish wall. */
export function Pool({ swimmers }: { swimmers: readonly Swimmer[] }) {
  return (
    <ol
      aria-label="Pool lanes"
      className="overflow-hidden rounded-2xl border-4 border-sky-900 bg-linear-to-b from-sky-500 to-sky-700"
    >
      {swimmers.map((swimmer, lane) => {
        const progress = (swimmer.distance / RACE_DISTANCE_M) * 100;
        const human = !swimmer.player.isAI;
        return (
          <li
            key={swimmer.player.id}
            className={`relative flex h-12 items-center border-b-2 border-dashed border-white/50 last:border-b-0 sm:h-14 ${
              human ? 'bg-yellow-200/25' : ''
            }`}
          >
            <span className="z-10 w-24 shrink-0 truncate bg-sky-950/70 px-2 py-1 text-xs font-semibold text-white sm:w-32 sm:text-sm">
              {lane + 1}. {swimmer.player.name}
            </span>
            <span className="relative mx-2 h-full flex-1" aria-hidden="true">
              <span
                className="absolute top-1/2 text-2xl transition-[left] duration-100 ease-linear motion-reduce:transition-none sm:text-3xl"
                style={{ left: `${progress}%`, transform: `translate(-${progress}%, -50%)` }}
              >
                <span
                  className={isStroking(swimmer) ? 'inline-block animate-bounce' : 'inline-block'}
                >
                  🏊
                </span>
              </span>
            </span>
            <span className="z-10 w-16 shrink-0 bg-sky-950/70 px-2 py-1 text-right text-xs font-semibold text-white tabular-nums sm:w-20 sm:text-sm">
              {swimmer.distance.toFixed(1)} m
            </span>
            <span className="sr-only">
              {swimmer.player.name}: {swimmer.distance.toFixed(1)} metres
              {swimmer.finishedAtMs !== null ? ', finished' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
