// The local human's profile: SPEC §3 Player plus a personal best per game, and its validation on load.
import { HUMAN_PLAYER_ID, HUMAN_PLAYER_NAME } from '../../../shared/games/core/players';
import { isPersonalBestKey } from './personalBestKeys';
import { cleanDisplayName, displayNameProblem } from '../../../shared/names/displayName';
import { validateGamesRecords, type GamesRecords } from './gamesRecords';

export interface Medals {
  gold: number;
  silver: number;
  bronze: number;
}

/** SPEC §3 Player. */
export interface Player {
  id: string;
  name: string;
  country: string;
  countryCode: string;
  /** Seed of the locally generated avatar, taken from the player's name. */
  avatar: string;
  /** 1..50 */
  level: number;
  /** 0..10000 */
  experience: number;
  gamesPlayed: number;
  wins: number;
  medals: Medals;
  isAI: boolean;
}

/**
 * Best score per game, and per duration where the score depends on the time played: 'swimming@90',
 * 'weightlifting' (see games/timing.ts). A best from a 600 s room never stands against 90 s practice.
 */
export type PersonalBests = Readonly<Record<string, number>>;

export interface Profile {
  player: Player;
  personalBests: PersonalBests;
  /** The name other players see in online rooms ('' until chosen); on this device you are 'You'. */
  displayName: string;
  /** True when the player turned the games' sound off; sound is on by default. */
  soundMuted: boolean;
  /** The best score any player has made on this device, per personal-best key (the 'Games record'). */
  gamesRecords: GamesRecords;
}

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 50;
export const MAX_EXPERIENCE = 10_000;
/** A sane ceiling for counters so a hand-edited value cannot break the layout. */
export const MAX_COUNT = 1_000_000;

export function defaultPlayer(): Player {
  return {
    id: HUMAN_PLAYER_ID,
    name: HUMAN_PLAYER_NAME,
    country: 'India',
    countryCode: 'IND',
    avatar: HUMAN_PLAYER_NAME,
    level: MIN_LEVEL,
    experience: 0,
    gamesPlayed: 0,
    wins: 0,
    medals: { gold: 0, silver: 0, bronze: 0 },
    isAI: false,
  };
}

export function defaultProfile(): Profile {
  return {
    player: defaultPlayer(),
    personalBests: {},
    displayName: '',
    soundMuted: false,
    gamesRecords: {},
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wholeIn(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback;
}

/**
 * Rebuilds a profile from anything (parsed JSON of unknown shape). Each field is checked on its own: a bad
 * field falls back to its default and the good ones are kept. Identity (id, name, country, isAI) is fixed:
 * there is one local human and they are 'You' from India.
 */
export function validateProfile(raw: unknown): Profile {
  const fallback = defaultProfile();
  if (!isRecord(raw)) return fallback;
  const player = isRecord(raw.player) ? raw.player : {};
  const medals = isRecord(player.medals) ? player.medals : {};
  const base = fallback.player;

  const gamesPlayed = wholeIn(player.gamesPlayed, 0, MAX_COUNT, base.gamesPlayed);
  const validated: Player = {
    ...base,
    avatar:
      typeof player.avatar === 'string' && player.avatar.trim() && player.avatar.length <= 64
        ? player.avatar
        : base.avatar,
    level: wholeIn(player.level, MIN_LEVEL, MAX_LEVEL, base.level),
    experience: wholeIn(player.experience, 0, MAX_EXPERIENCE, base.experience),
    gamesPlayed,
    // More wins than games played cannot be true; trust the games count.
    wins: Math.min(wholeIn(player.wins, 0, MAX_COUNT, base.wins), gamesPlayed),
    medals: {
      gold: wholeIn(medals.gold, 0, MAX_COUNT, 0),
      silver: wholeIn(medals.silver, 0, MAX_COUNT, 0),
      bronze: wholeIn(medals.bronze, 0, MAX_COUNT, 0),
    },
  };

  const personalBests: Record<string, number> = {};
  const bests = isRecord(raw.personalBests) ? raw.personalBests : {};
  // Keys from before bests were kept per duration ('swimming' for a timed game) fail isPersonalBestKey and
  // are dropped: they mixed long rooms with practice, which is what the per-duration key fixes.
  for (const [key, best] of Object.entries(bests)) {
    if (
      isPersonalBestKey(key) &&
      typeof best === 'number' &&
      Number.isFinite(best) &&
      Math.abs(best) <= 1e9
    ) {
      personalBests[key] = best;
    }
  }
  const displayName =
    typeof raw.displayName === 'string' && displayNameProblem(raw.displayName) === null
      ? cleanDisplayName(raw.displayName)
      : '';
  return {
    player: validated,
    personalBests,
    displayName,
    // Only a saved `true` mutes: anything else (missing, corrupt) keeps the default, sound on.
    soundMuted: raw.soundMuted === true,
    gamesRecords: validateGamesRecords(raw.gamesRecords),
  };
}
