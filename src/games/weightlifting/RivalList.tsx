import { memo } from 'react';
import type { Rival } from './rules';

/** The other lifters in the room, who take their turn as you take yours. */
export const RivalList = memo(function RivalList({ rivals }: { rivals: readonly Rival[] }) {
  if (rivals.length === 0) return null;
  return (
    <ul aria-label="Rivals" className="flex flex-col items-center gap-1 text-sm text-slate-700">
      {rivals.map((rival) => (
        <li key={rival.player.id}>
          <span className="font-semibold text-navy-900">{rival.player.name}</span> · {rival.totalKg}{' '}
          kg
          {rival.lifts.length > 0 &&
            ` (${rival.lifts.map((l) => `${l.weightKg} ${l.success ? '✓' : '✗'}`).join(', ')})`}
        </li>
      ))}
    </ul>
  );
});
