// The entities of SPEC.md §3. All sample data is generated locally from a seed.

export interface Country {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-3 style code, e.g. 'IND'. */
  code: string;
  /** Flag emoji. */
  flag: string;
  totalMedals: number;
  goldMedals: number;
  silverMedals: number;
  bronzeMedals: number;
}

export type SportCategory = 'individual' | 'team';

export type SportId =
  | 'swimming'
  | 'athletics'
  | 'basketball'
  | 'football'
  | 'gymnastics'
  | 'tennis'
  | 'cycling'
  | 'volleyball'
  | 'wrestling'
  | 'badminton'
  | 'hockey'
  | 'archery'
  | 'fencing'
  | 'weightlifting'
  | 'alpine-skiing';

export interface Sport {
  id: SportId;
  name: string;
  /** Emoji icon. */
  icon: string;
  description: string;
  events: number;
  participants: number;
  venue: string;
  category: SportCategory;
  /** Present on the seven sports that have a mini-game. */
  maxPlayers?: number;
}

/** A sport without its description, as the generators and most pages use it. */
export type SportSummary = Omit<Sport, 'description'>;

export interface Athlete {
  id: string;
  name: string;
  country: string;
  countryCode: string;
  sport: SportId;
  /** 18..35 */
  age: number;
  /** 0..8 */
  medals: number;
  personalBest: string;
  /** Seed for the locally generated avatar (the player's name). */
  avatar: string;
}

export type EventStatus = 'upcoming' | 'live' | 'completed';
export type EventCategory = 'Individual' | 'Team' | 'Relay';
export type Medal = 'gold' | 'silver' | 'bronze';

export interface EventResult {
  position: number;
  athlete: Athlete;
  score: string;
  medal?: Medal;
}

export interface SportEvent {
  id: string;
  name: string;
  sport: SportId;
  category: EventCategory;
  /** Start as an ISO timestamp; the view formats it as a date and a time. */
  startsAt: string;
  /** End as an ISO timestamp: live from its start until then, completed after. */
  endsAt: string;
  /** Local calendar day 'YYYY-MM-DD' (the schedule's date filter key). */
  date: string;
  /** Local time 'HH:MM'. */
  time: string;
  venue: string;
  /** What the clock says: completed once endsAt has passed, live since startsAt, upcoming before. */
  status: EventStatus;
  participants: Athlete[];
  /** Only completed events carry results. */
  results?: EventResult[];
}
