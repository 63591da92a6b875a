// The sports' descriptions, kept apart from the generators: only the Sports page shows them, and Home's
// first load has a tight JavaScript budget.
import type { Sport, SportId, SportSummary } from './types';

export const SPORT_DESCRIPTIONS: Record<SportId, string> = {
  swimming: 'Freestyle, backstroke, breaststroke and butterfly races in the pool.',
  athletics: 'Sprints, distance running, jumps and throws on the track and in the field.',
  basketball: 'Fast-paced five-a-side hoops where every possession counts.',
  football: 'The world’s game: eleven a side, ninety minutes, one ball.',
  gymnastics: 'Artistic and rhythmic routines of strength, balance and grace.',
  tennis: 'Singles and doubles battles on hard courts.',
  cycling: 'Track sprints, road races and mountain-bike trails.',
  volleyball: 'Indoor six-a-side and beach pairs: bump, set, spike.',
  wrestling: 'Freestyle and Greco-Roman bouts on the mat.',
  badminton: 'Lightning-quick rallies in singles and doubles.',
  hockey: 'Field hockey, eleven a side on fast water-based turf.',
  archery: 'Precision shooting at 70 metres: read the wind and hit the gold.',
  fencing: 'Foil, épée and sabre duels decided by a single touch.',
  weightlifting: 'Snatch and clean and jerk: raw power meets technique.',
  'alpine-skiing': 'Slalom and downhill runs through the gates at full speed.',
};

export function describeSports(sports: readonly SportSummary[]): Sport[] {
  return sports.map((sport) => ({ ...sport, description: SPORT_DESCRIPTIONS[sport.id] }));
}
