import { compareText } from '../lib/compareText';
import type { SportEvent } from './types';

export function byStartTime(events: readonly SportEvent[]): SportEvent[] {
  return [...events].sort((a, b) => compareText(a.startsAt, b.startsAt) || compareText(a.id, b.id));
}

export function liveEvents(events: readonly SportEvent[]): SportEvent[] {
  return byStartTime(events.filter((e) => e.status === 'live'));
}

/** The soonest `count` upcoming events. */
export function nextUpcoming(events: readonly SportEvent[], count: number): SportEvent[] {
  return byStartTime(events.filter((e) => e.status === 'upcoming')).slice(0, count);
}
