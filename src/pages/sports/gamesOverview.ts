import type { SportSummary } from '../../data/types';

export interface GamesOverview {
  sports: number;
  events: number;
  athletes: number;
}

/** The 'Games Overview' figures: sport count, and events and athletes summed over the sports. */
export function gamesOverview(sports: readonly SportSummary[]): GamesOverview {
  return {
    sports: sports.length,
    events: sports.reduce((sum, s) => sum + s.events, 0),
    athletes: sports.reduce((sum, s) => sum + s.participants, 0),
  };
}
