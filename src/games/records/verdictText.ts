// What a results screen says of a practice's run: the lines for 'Verified' (its places, the world record) and
// 'Not verified' (the server's reason, or that there is no server).
import { formatThousands } from '../../../shared/lib/format';
import type { BoardRow, Place } from './resultsClient';
import type { Verdict } from './recordsServiceTypes';
import { GHOST_NOT_RANKED, ghostMarginText, ghostRaceTitle } from './ghostText';

export const OFFLINE_REASON = 'No game server answered: these results stay on this device.';

/** '#12 of 340 today · #85 all time' (a practice: '#3 of 40 this week · #85 all time'). */
export function placeText(place: {
  today?: Place | null;
  week?: Place | null;
  allTime?: Place | null;
}): string {
  const parts: string[] = [];
  if (place.today)
    parts.push(
      `#${formatThousands(place.today.place)} of ${formatThousands(place.today.of)} today`,
    );
  else if (place.week) {
    parts.push(
      `#${formatThousands(place.week.place)} of ${formatThousands(place.week.of)} this week`,
    );
  }
  if (place.allTime) parts.push(`#${formatThousands(place.allTime.place)} all time`);
  return parts.join(' · ');
}

export const worldRecordText = (row: Pick<BoardRow, 'score' | 'name'>) =>
  `World record ${formatThousands(row.score)} by ${row.name}`;

export interface VerdictLines {
  title: 'Verified' | 'Not verified' | 'Verifying…';
  lines: string[];
}

export function verdictLines(verdict: Verdict): VerdictLines {
  switch (verdict.status) {
    case 'pending':
      return { title: 'Verifying…', lines: [] };
    case 'verified':
      if (verdict.ghostRace) {
        return {
          title: 'Verified',
          lines: [
            `${ghostRaceTitle(verdict.ghostRace)}: ${ghostMarginText(verdict.ghostRace)}`,
            GHOST_NOT_RANKED,
          ],
        };
      }
      return {
        title: 'Verified',
        lines: [
          placeText(verdict.place),
          verdict.worldRecord ? worldRecordText(verdict.worldRecord) : '',
        ].filter(Boolean),
      };
    case 'rejected':
      return {
        title: 'Not verified',
        lines: [
          verdict.reason,
          verdict.ghostRace
            ? `${ghostRaceTitle(verdict.ghostRace)}: ${ghostMarginText(verdict.ghostRace)}`
            : '',
        ].filter(Boolean),
      };
    case 'offline':
      return { title: 'Not verified', lines: [OFFLINE_REASON] };
  }
}
