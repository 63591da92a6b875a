import { compareText } from '../lib/compareText';
import type { Country } from './types';

export interface TallyRow {
  country: Country;
  /** Shared by rows with the same gold, silver, bronze and total (1, 2, 2, 4 ranking). */
  rank: number;
}

function compareMedals(a: Country, b: Country): number {
  return (
    b.totalMedals - a.totalMedals ||
    b.goldMedals - a.goldMedals ||
    b.silverMedals - a.silverMedals ||
    b.bronzeMedals - a.bronzeMedals
  );
}

/** Ranked by total medals descending; ties broken by gold, silver, bronze, then name. */
export function rankMedalTally(countries: readonly Country[]): TallyRow[] {
  const sorted = [...countries].sort((a, b) => compareMedals(a, b) || compareText(a.name, b.name));
  const rows: TallyRow[] = [];
  sorted.forEach((country, i) => {
    const previous = rows[i - 1];
    const tied = previous !== undefined && compareMedals(previous.country, country) === 0;
    rows.push({ country, rank: tied ? previous.rank : i + 1 });
  });
  return rows;
}
