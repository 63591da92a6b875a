// How a board row reads: its place with the medal of the top three, the flag of a chosen country, the date.
import { MEDAL_EMOJI, type Medal } from '../../../shared/games/medals';
import { formatThousands } from '../../../shared/lib/format';
import type { BoardPeriod } from './resultsClient';

export const PERIOD_LABELS: Record<BoardPeriod, string> = {
  today: 'Today',
  week: 'This week',
  all: 'All time',
};

export const medalEmoji = (medal: Medal | null) => (medal ? MEDAL_EMOJI[medal] : '');

/** The flag emoji of a two-letter country code ('FI' → 🇫🇮), or '' for anything else. */
export function flagOf(country: string | null): string {
  if (!country || !/^[A-Z]{2}$/.test(country)) return '';
  return String.fromCodePoint(...[...country].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** '2026-11-27' from the row's ISO date (UTC), without Intl. */
export const dateOf = (iso: string) => /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0] ?? '';

export const scoreText = (score: number) => formatThousands(score);
