// Rooms ticking beside the results store, as on a game server: swimming races of 8 (2 people stroking about 7
// times a second, 6 AI) on the server's tick scheduler, each room's tick timed (the rules' tick, without the
// sockets). The store bench runs them alone and then while it writes, so what the writes cost the ticks shows.
import { performance } from 'node:perf_hooks';
import { Match } from '../../server/room/match';
import { TickScheduler } from '../../server/room/tickScheduler';
import type { GamePlayer } from '../../shared/games/core/types';
import { TICK_MS } from '../../shared/protocol/lockstep';

const SETTINGS = { duration: 60, difficulty: 'medium' as const, rounds: 1 };
const PEOPLE = ['p0', 'p1'];
/** 7 strokes a second at 20 ticks a second. */
const STROKE_CHANCE = 7 / 20;

const seats: GamePlayer[] = Array.from({ length: 8 }, (_, i) => ({
  id: `p${i}`,
  name: `P${i}`,
  avatar: `p${i}`,
  isAI: !PEOPLE.includes(`p${i}`),
}));

export interface RoomTicks {
  /** How long each tick ran, ms. */
  durations: number[];
  /** The time from each room's tick to its next, ms. */
  gaps: number[];
}

/** Starts `rooms` rooms ticking; `stop` ends them and gives their ticks' times. */
export function tickRooms(rooms: number): { stop(): RoomTicks } {
  const scheduler = new TickScheduler(TICK_MS);
  const durations: number[] = [];
  const gaps: number[] = [];
  const stops = Array.from({ length: rooms }, (_, room) => {
    let race = 0;
    let match = new Match('swimming', 1, seats, SETTINGS, room + 1);
    let seq = 0;
    let last = 0;
    return scheduler.add(
      () => {
        const start = performance.now();
        if (last !== 0) gaps.push(start - last);
        last = start;
        if (match.isOver()) {
          race += 1;
          match = new Match('swimming', race + 1, seats, SETTINGS, room + 1 + race * rooms);
        }
        for (const id of PEOPLE) {
          if (Math.random() < STROKE_CHANCE) match.take(id, (seq += 1), { type: 'stroke' });
        }
        match.runTick();
        durations.push(performance.now() - start);
      },
      (error) => {
        throw error;
      },
    );
  });
  return {
    stop() {
      for (const stop of stops) stop();
      return { durations, gaps };
    },
  };
}
