// Every room's tick in a process, on one timer, with the rooms spread over the tick period.
//
// Node's setInterval reschedules each timer from the loop time at which its batch of timers began, so the
// intervals of a process's rooms drift into one batch: every 50 ms all rooms ticked back to back (137 rooms,
// ~30 ms), and the rooms at the end of a batch that grew came late (tick gap p99 over 60 ms with the process
// 60% idle). Here each room keeps a slot of the period for its life; a slot's ticks run at its own moment of
// the period, due times are absolute (no drift), and a burst is one slot's rooms, not all of them.
import { performance } from 'node:perf_hooks';

export interface TickTimers {
  now(): number;
  setTimeout(run: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

const NODE_TIMERS: TickTimers = {
  now: () => performance.now(),
  setTimeout: (run, delayMs) => setTimeout(run, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

interface Slot {
  dueMs: number;
  ticks: Set<Entry>;
}

interface Entry {
  tick: () => void;
  onError: (error: unknown) => void;
}

export class TickScheduler {
  private readonly slots: Slot[];
  private timer: unknown = null;
  private timerDueMs = Infinity;

  /**
   * @param slotCount 25 by default, slots of 2 ms in a 50 ms period: a slot's rooms (about 8 at 1,500 players)
   *   tick in ~1.5 ms, so a collector's pause or a burst of reads delays fewer rooms behind it than with 10
   *   slots (tick gap p99 62-64 against 67-74 ms).
   */
  constructor(
    readonly periodMs: number,
    slotCount = 25,
    private readonly timers: TickTimers = NODE_TIMERS,
  ) {
    const start = timers.now();
    this.slots = Array.from({ length: slotCount }, (_, i) => ({
      dueMs: start + ((i + 1) * periodMs) / slotCount,
      ticks: new Set<Entry>(),
    }));
  }

  /**
   * Runs `tick` every period from now on, in the slot that holds the fewest rooms; `onError` gets what a
   * tick throws (the other rooms tick on). Returns the function that stops it.
   */
  add(tick: () => void, onError: (error: unknown) => void): () => void {
    const slot = this.slots.reduce((least, s) => (s.ticks.size < least.ticks.size ? s : least));
    const entry: Entry = { tick, onError };
    if (slot.ticks.size === 0) this.realign(slot);
    slot.ticks.add(entry);
    this.schedule();
    return () => {
      slot.ticks.delete(entry);
      this.schedule();
    };
  }

  /** How many ticks each slot holds (for tests and metrics). */
  get slotSizes(): number[] {
    return this.slots.map((s) => s.ticks.size);
  }

  /** An empty slot kept no time: its next moment is its phase in the current period. */
  private realign(slot: Slot) {
    const now = this.timers.now();
    while (slot.dueMs <= now) slot.dueMs += this.periodMs;
  }

  private schedule() {
    let next: Slot | null = null;
    for (const slot of this.slots) {
      if (slot.ticks.size > 0 && (!next || slot.dueMs < next.dueMs)) next = slot;
    }
    if (!next) {
      this.cancel();
      return;
    }
    if (this.timer !== null && this.timerDueMs === next.dueMs) return;
    this.cancel();
    this.timerDueMs = next.dueMs;
    const delay = Math.max(0, next.dueMs - this.timers.now());
    this.timer = this.timers.setTimeout(() => this.fire(), delay);
  }

  private cancel() {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.timerDueMs = Infinity;
  }

  private fire() {
    this.timer = null;
    this.timerDueMs = Infinity;
    const now = this.timers.now();
    for (const slot of this.slots) {
      if (slot.ticks.size === 0 || slot.dueMs > now) continue;
      for (const entry of slot.ticks) {
        try {
          entry.tick();
        } catch (error) {
          entry.onError(error);
        }
      }
      slot.dueMs += this.periodMs;
      // A process that stalled for a whole period does not run the missed ticks in a burst to catch up.
      if (slot.dueMs <= now) this.realign(slot);
    }
    this.schedule();
  }
}
