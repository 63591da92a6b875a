import type { Rng } from '../lib/rng';
import { firstSlotMs, localDateAndTime, SLOT_MS, SLOTS_IN_WINDOW } from './eventClock';
import { formatScore, scoreFormatOf } from './sports';
import type {
  Athlete,
  EventCategory,
  EventResult,
  EventStatus,
  Medal,
  SportSummary,
  SportEvent,
} from './types';

export const EVENT_COUNT = 25;
export const ATHLETES_PER_EVENT = { min: 3, max: 10 } as const;
/** About 30% completed, 20% live, the rest upcoming (SPEC §9), in time order. */
export const STATUS_SHARES = { completed: 0.3, live: 0.2 } as const;
export const RELAY_CHANCE = 0.25;

const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];
const DIVISIONS = ["Men's", "Women's", 'Mixed'] as const;
const STAGES = ['Heats', 'Quarterfinal', 'Semifinal', 'Final'] as const;
const RELAY_SPORTS = new Set(['swimming', 'athletics']);
function startTimes(rng: Rng, nowMs: number): number[] {
  const first = firstSlotMs(nowMs);
  return Array.from(
    { length: EVENT_COUNT },
    () => first + rng.int(0, SLOTS_IN_WINDOW - 1) * SLOT_MS,
  ).sort((a, b) => a - b);
}

function statusAt(index: number): EventStatus {
  const completed = Math.round(EVENT_COUNT * STATUS_SHARES.completed);
  const live = Math.round(EVENT_COUNT * STATUS_SHARES.live);
  if (index < completed) return 'completed';
  return index < completed + live ? 'live' : 'upcoming';
}

/** Athletes of the event's sport first, then others, without repeats. */
function pickParticipants(rng: Rng, athletes: readonly Athlete[], sport: SportSummary): Athlete[] {
  const count = rng.int(ATHLETES_PER_EVENT.min, ATHLETES_PER_EVENT.max);
  const shuffled = shuffle(rng, athletes);
  const ofSport = shuffled.filter((a) => a.sport === sport.id);
  const others = shuffled.filter((a) => a.sport !== sport.id);
  return [...ofSport, ...others].slice(0, count);
}

function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function rankResults(
  rng: Rng,
  participants: readonly Athlete[],
  sport: SportSummary,
): EventResult[] {
  const format = scoreFormatOf(sport.id);
  const scores = participants
    .map(() => rng.range(format.min, format.max))
    .sort((a, b) => (format.lowerIsBetter ? a - b : b - a));
  return shuffle(rng, participants).map((athlete, i) => {
    const medal = MEDALS[i];
    const result: EventResult = {
      position: i + 1,
      athlete,
      score: formatScore(scores[i] ?? format.min, format),
    };
    return medal ? { ...result, medal } : result;
  });
}

function categoryFor(rng: Rng, sport: SportSummary): EventCategory {
  if (sport.category === 'team') return 'Team';
  return RELAY_SPORTS.has(sport.id) && rng.chance(RELAY_CHANCE) ? 'Relay' : 'Individual';
}

export function generateEvents(
  rng: Rng,
  sports: readonly SportSummary[],
  athletes: readonly Athlete[],
  now: Date,
): SportEvent[] {
  return startTimes(rng, now.getTime()).map((startMs, i) => {
    const sport = rng.pick(sports);
    const category = categoryFor(rng, sport);
    const relay = category === 'Relay' ? ' Relay' : '';
    const status = statusAt(i);
    const participants = pickParticipants(rng, athletes, sport);
    const start = new Date(startMs);
    const event: SportEvent = {
      id: `event-${i + 1}`,
      name: `${rng.pick(DIVISIONS)} ${sport.name}${relay} ${rng.pick(STAGES)}`,
      sport: sport.id,
      category,
      startsAt: start.toISOString(),
      ...localDateAndTime(start),
      venue: sport.venue,
      status,
      participants,
    };
    return status === 'completed'
      ? { ...event, results: rankResults(rng, participants, sport) }
      : event;
  });
}
