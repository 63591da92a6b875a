// Records a local run as the clock plays it (useGameClock): the fixed steps it runs, the human seat's inputs
// that changed the state, and the pauses of a hidden tab. Nothing is allocated per frame; one small entry per
// input. finish() gives the RunLog that runLog.ts encodes and server/verify re-plays.
import type { LoggedInput, LoggedPause, RunLog } from './runLog';
import type { GameId } from '../games/core/types';

/**
 * Inputs that only set a value no step reads (read again only by a later input): an input of this type right
 * after another of the same type replaces it in the log, so a pointer moved sixty times a second before a shot
 * is logged once. The re-play is the same: nothing between the two read what the first one set.
 */
export const SUPERSEDING_INPUTS: Readonly<Partial<Record<GameId, readonly string[]>>> = {
  archery: ['aim'],
  basketball: ['angle'],
};

export const inputType = (input: unknown): unknown =>
  typeof input === 'object' && input !== null ? (input as { type?: unknown }).type : undefined;

/** What a run's log says before it is played: everything but what the clock records. */
export type RunLogHeader = Omit<RunLog, 'endedAtMs' | 'endStep' | 'inputs' | 'pauses'>;

export interface RunRecorder {
  /** Fixed steps the clock has run so far. */
  readonly steps: number;
  /** The clock ran `count` more fixed steps. */
  stepped(count: number): void;
  /** The human seat's input changed the state, after the steps run so far. */
  input(input: unknown): void;
  /** The game stood still `ms` of wall-clock time (a hidden tab), after the steps run so far. */
  pause(ms: number): void;
  /** The log of the run; later calls give the same log and record nothing more. */
  finish(endedAtMs: number): RunLog;
}

export function createRunRecorder(header: RunLogHeader): RunRecorder {
  const superseding = SUPERSEDING_INPUTS[header.game] ?? [];
  const inputs: LoggedInput[] = [];
  const pauses: LoggedPause[] = [];
  let steps = 0;
  let finished: RunLog | null = null;
  return {
    get steps() {
      return steps;
    },
    stepped(count) {
      if (!finished && count > 0) steps += count;
    },
    input(input) {
      if (finished) return;
      const type = inputType(input);
      const last = inputs.at(-1);
      if (last && superseding.includes(type as string) && inputType(last.input) === type) {
        last.step = steps;
        last.input = input;
      } else inputs.push({ step: steps, input });
    },
    pause(ms) {
      if (!finished && ms > 0) pauses.push({ step: steps, ms: Math.round(ms) });
    },
    finish(endedAtMs) {
      finished ??= { ...header, endedAtMs, endStep: steps, inputs, pauses };
      return finished;
    },
  };
}
