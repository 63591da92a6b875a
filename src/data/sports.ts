import type { Rng } from '../../shared/lib/rng';
import type { SportId, SportSummary } from './types';

/** How a sport's personal bests and results read: a value in [min, max] with a unit. */
export interface ScoreFormat {
  min: number;
  max: number;
  unit: string;
  decimals: number;
  /** Times: the lowest value wins. */
  lowerIsBetter?: boolean;
}

type SportProfile = Omit<SportSummary, 'events' | 'participants'> & { score: ScoreFormat };

export const EVENTS_PER_SPORT = { min: 4, max: 36 } as const;
export const PARTICIPANTS_PER_SPORT = { min: 120, max: 2400 } as const;

const seconds = (min: number, max: number): ScoreFormat => ({
  min,
  max,
  unit: 's',
  decimals: 2,
  lowerIsBetter: true,
});
const whole = (min: number, max: number, unit: string): ScoreFormat => ({
  min,
  max,
  unit: ` ${unit}`,
  decimals: 0,
});

/** The fifteen sports of SPEC §3 in the spec's order; maxPlayers (§9) on the seven with a mini-game. */
export const SPORT_PROFILES: readonly SportProfile[] = [
  {
    id: 'swimming',
    name: 'Swimming',
    icon: '🏊',
    venue: 'Aquatics Centre',
    category: 'individual',
    maxPlayers: 8,
    score: seconds(47, 65),
  },
  {
    id: 'athletics',
    name: 'Athletics',
    icon: '🏃',
    venue: 'Unity Stadium',
    category: 'individual',
    maxPlayers: 8,
    score: seconds(9.8, 12.5),
  },
  {
    id: 'basketball',
    name: 'Basketball',
    icon: '🏀',
    venue: 'Harmony Arena',
    category: 'team',
    maxPlayers: 2,
    score: whole(12, 38, 'pts'),
  },
  {
    id: 'football',
    name: 'Football',
    icon: '⚽',
    venue: 'National Stadium',
    category: 'team',
    score: whole(1, 12, 'goals'),
  },
  {
    id: 'gymnastics',
    name: 'Gymnastics',
    icon: '🤸',
    venue: 'Gymnastics Hall',
    category: 'individual',
    score: { min: 12.5, max: 15.5, unit: ' pts', decimals: 3 },
  },
  {
    id: 'tennis',
    name: 'Tennis',
    icon: '🎾',
    venue: 'Tennis Centre',
    category: 'individual',
    score: whole(150, 235, 'km/h'),
  },
  {
    id: 'cycling',
    name: 'Cycling',
    icon: '🚴',
    venue: 'Velodrome',
    category: 'individual',
    score: seconds(58, 72),
  },
  {
    id: 'volleyball',
    name: 'Volleyball',
    icon: '🏐',
    venue: 'Beach Arena',
    category: 'team',
    score: whole(10, 30, 'pts'),
  },
  {
    id: 'wrestling',
    name: 'Wrestling',
    icon: '🤼',
    venue: 'Combat Hall',
    category: 'individual',
    score: whole(2, 15, 'pts'),
  },
  {
    id: 'badminton',
    name: 'Badminton',
    icon: '🏸',
    venue: 'Shuttle Dome',
    category: 'individual',
    score: whole(280, 420, 'km/h'),
  },
  {
    id: 'hockey',
    name: 'Hockey',
    icon: '🏑',
    venue: 'Hockey Stadium',
    category: 'team',
    score: whole(1, 9, 'goals'),
  },
  {
    id: 'archery',
    name: 'Archery',
    icon: '🏹',
    venue: 'Archery Field',
    category: 'individual',
    maxPlayers: 4,
    score: whole(620, 700, 'pts'),
  },
  {
    id: 'fencing',
    name: 'Fencing',
    icon: '🤺',
    venue: 'Peace Pavilion',
    category: 'individual',
    maxPlayers: 2,
    score: whole(5, 15, 'touches'),
  },
  {
    id: 'weightlifting',
    name: 'Weightlifting',
    icon: '🏋️',
    venue: 'Strength Arena',
    category: 'individual',
    maxPlayers: 1,
    score: whole(180, 480, 'kg'),
  },
  {
    id: 'alpine-skiing',
    name: 'Alpine Skiing',
    icon: '⛷️',
    venue: 'Summit Slopes',
    category: 'individual',
    maxPlayers: 1,
    score: seconds(95, 130),
  },
];

export function scoreFormatOf(sport: SportId): ScoreFormat {
  const profile = SPORT_PROFILES.find((p) => p.id === sport);
  if (!profile) throw new Error(`unknown sport ${sport}`);
  return profile.score;
}

export function formatScore(value: number, format: ScoreFormat): string {
  return `${value.toFixed(format.decimals)}${format.unit}`;
}

export function generateSports(rng: Rng): SportSummary[] {
  return SPORT_PROFILES.map(({ score: _score, ...sport }) => ({
    ...sport,
    events: rng.int(EVENTS_PER_SPORT.min, EVENTS_PER_SPORT.max),
    participants: rng.int(PARTICIPANTS_PER_SPORT.min, PARTICIPANTS_PER_SPORT.max),
  }));
}
