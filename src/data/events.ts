import type { Rng } from '../../shared/lib/rng';
import {
  localDateAndTime,
  SLOT_MS,
  SLOTS_BEFORE_VISIT,
  SLOTS_IN_WINDOW,
  START_SLOT_MINUTES,
  statusAt,
  visitSlotMs,
} from './eventClock';
import { formatScore, scoreFormatOf } from './sports';
import type {
  Athlete,
  EventCategory,
  EventResult,
  EventStatus,
  Medal,
  SportId,
  SportSummary,
  SportEvent,
} from './types';

export const EVENT_COUNT = 25;
export const ATHLETES_PER_EVENT = { min: 3, max: 10 } as const;
/** About 30% completed, 20% live, the rest upcoming (SPEC §9), at every moment of a visit. */
export const STATUS_SHARES = { completed: 0.3, live: 0.2 } as const;
export const STATUS_COUNTS = {
  completed: Math.round(EVENT_COUNT * STATUS_SHARES.completed),
  live: Math.round(EVENT_COUNT * STATUS_SHARES.live),
} as const;
export const RELAY_CHANCE = 0.25;

/** How long a session of each sport lasts, in minutes: a draw on the quarter-hour grid between the two. */
export const SESSION_MINUTES: Readonly<Record<SportId, { min: number; max: number }>> = {
  swimming: { min: 60, max: 120 },
  athletics: { min: 60, max: 180 },
  basketball: { min: 105, max: 135 },
  football: { min: 105, max: 135 },
  gymnastics: { min: 90, max: 180 },
  tennis: { min: 90, max: 210 },
  cycling: { min: 90, max: 180 },
  volleyball: { min: 90, max: 150 },
  wrestling: { min: 60, max: 120 },
  badminton: { min: 45, max: 90 },
  hockey: { min: 90, max: 120 },
  archery: { min: 60, max: 150 },
  fencing: { min: 60, max: 150 },
  weightlifting: { min: 90, max: 150 },
  'alpine-skiing': { min: 60, max: 150 },
};
/** A live event started at most this long before the visit's quarter hour (so under two hours before now). */
export const LIVE_SINCE_MAX_MINUTES = 105;

const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];
const DIVISIONS = ["Men's", "Women's", 'Mixed'] as const;
const STAGES = ['Heats', 'Quarterfinal', 'Semifinal', 'Final'] as const;
const RELAY_SPORTS = new Set(['swimming', 'athletics']);

/** An event as planned: when it starts and ends, and the standings it ends with. */
export interface PlannedEvent extends Omit<SportEvent, 'status' | 'results'> {
  /** The results, shown once the event is completed. */
  outcome: EventResult[];
}

/** The status the seat-th event drawn has at the visit: the first ones are completed, then live, then upcoming. */
function statusOfSeat(seat: number): EventStatus {
  if (seat < STATUS_COUNTS.completed) return 'completed';
  return seat < STATUS_COUNTS.completed + STATUS_COUNTS.live ? 'live' : 'upcoming';
}

/**
 * A start, in quarter hours from the visit's quarter hour, that gives an event lasting `slots` quarter hours
 * the status wanted at every moment of that quarter hour: a completed event has ended by its beginning, a live
 * one started at most LIVE_SINCE_MAX_MINUTES before it and runs past its end, an upcoming one starts after it.
 */
function startSlot(rng: Rng, status: EventStatus, slots: number): number {
  if (status === 'completed') return rng.int(-SLOTS_BEFORE_VISIT, -slots);
  if (status === 'live') {
    return -rng.int(0, Math.min(LIVE_SINCE_MAX_MINUTES / START_SLOT_MINUTES, slots - 1));
  }
  return rng.int(1, SLOTS_IN_WINDOW - SLOTS_BEFORE_VISIT - 1);
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

/**
 * The Games' 25 events for a visit at `now`. Every draw is relative to the visit's quarter hour and their number
 * does not depend on `now`, so any visit sees the same events (the same ids, names, athletes and results),
 * placed around its own quarter hour: exactly 8 completed, 5 live and 12 upcoming at every moment of it.
 */
export function planEvents(
  rng: Rng,
  sports: readonly SportSummary[],
  athletes: readonly Athlete[],
  now: Date,
): PlannedEvent[] {
  const drafts = Array.from({ length: EVENT_COUNT }, (_, seat) => {
    const sport = rng.pick(sports);
    const session = SESSION_MINUTES[sport.id];
    const slots = rng.int(session.min / START_SLOT_MINUTES, session.max / START_SLOT_MINUTES);
    const slot = startSlot(rng, statusOfSeat(seat), slots);
    const category = categoryFor(rng, sport);
    const relay = category === 'Relay' ? ' Relay' : '';
    const name = `${rng.pick(DIVISIONS)} ${sport.name}${relay} ${rng.pick(STAGES)}`;
    const participants = pickParticipants(rng, athletes, sport);
    const outcome = rankResults(rng, participants, sport);
    return { sport, slot, slots, category, name, participants, outcome };
  });
  const visitSlot = visitSlotMs(now.getTime());
  // A stable sort: ids follow start times, and events starting together keep the order they were drawn in.
  return drafts
    .sort((a, b) => a.slot - b.slot)
    .map(({ sport, slot, slots, ...event }, i) => {
      const start = new Date(visitSlot + slot * SLOT_MS);
      return {
        id: `event-${i + 1}`,
        name: event.name,
        sport: sport.id,
        category: event.category,
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + slots * SLOT_MS).toISOString(),
        ...localDateAndTime(start),
        venue: sport.venue,
        participants: event.participants,
        outcome: event.outcome,
      };
    });
}

/** A planned event as it stands at nowMs: its status, and its results once it is completed. */
export function eventAt({ outcome, ...event }: PlannedEvent, nowMs: number): SportEvent {
  const status = statusAt(Date.parse(event.startsAt), Date.parse(event.endsAt), nowMs);
  return status === 'completed' ? { ...event, status, results: outcome } : { ...event, status };
}

export function eventsAt(plan: readonly PlannedEvent[], nowMs: number): SportEvent[] {
  return plan.map((event) => eventAt(event, nowMs));
}

/** The events of a visit at `now`, as they stand at that moment. */
export function generateEvents(
  rng: Rng,
  sports: readonly SportSummary[],
  athletes: readonly Athlete[],
  now: Date,
): SportEvent[] {
  return eventsAt(planEvents(rng, sports, athletes, now), now.getTime());
}
