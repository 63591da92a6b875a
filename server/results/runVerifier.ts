// How the results routes ask whether a submitted run is what it claims: the verifier re-plays the run's input
// log on the ticket's seed and settings with the game's rules, and checks the claimed results, the input rate
// and the run's timing against the clock between the ticket and `receivedAtMs`. The routes take it as a
// function so the re-play lives with the rules (server/verify) and tests can put a double in its place.
import type { GameResultEntry } from '../../shared/games/core/types';
import type { RunTicket } from '../store/index';

export type RunVerdict =
  | {
      ok: true;
      /** Every seat's results as the re-play gave them. */
      results: GameResultEntry[];
      /** The player's own score and time (the tiebreak; null for a game without one). */
      score: number;
      timeMs: number | null;
      /** The rules version the run was re-played under. */
      rulesVersion: number;
      /** The input log as the store keeps it, and its SHA-256 (hex). */
      logBytes: Uint8Array;
      logSha256: string;
    }
  | { ok: false; reason: string };

export type RunVerifier = (
  ticket: RunTicket,
  encodedLog: unknown,
  claimed: unknown,
  receivedAtMs: number,
) => RunVerdict | Promise<RunVerdict>;

/** What a server without the re-play answers: every run stays on its device, unverified, with this reason. */
export const CANNOT_VERIFY =
  'This server cannot re-play runs yet, so the result stays on this device.';

export const refuseEveryRun: RunVerifier = () => ({ ok: false, reason: CANNOT_VERIFY });
