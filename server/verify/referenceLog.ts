// A reference log: a recorded run of a game with what it must re-play to, read by the verification tests.
// server/verify/fixtures/browser/<game>.json were played in a real browser (scripts/verify/
// record-browser-fixtures.mjs); server/verify/fixtures/<game>.json by the scripted player below
// (scripts/verify/record-fixtures.mjs), reproducible without a browser.
import type { RunTicket } from '../store/types';
import type { GameId, GameResultEntry } from '../../shared/games/core/types';
import { bytesToBase64, encodeRunLog } from '../../shared/runs/runLog';
import { playScripted } from './scriptedPlay';
import { verifyRun } from './verifyRun';

/** How a reference log recorded from a real browser play was made (scripts/verify/record-browser-fixtures.mjs). */
export interface BrowserRecording {
  /** The browser that played it, e.g. 'Chromium 142.0.7444.175'. */
  engine: string;
  /** When, as an ISO date. */
  recordedAt: string;
  /** What the game server answered when the browser submitted it. */
  serverVerdict: { verified: true; score: number };
}

export interface ReferenceLog {
  game: GameId;
  rulesVersion: number;
  recordedBy: string;
  /** Present when a real browser played the run (the scripted player's logs have none). */
  browser?: BrowserRecording;
  ticket: Omit<RunTicket, 'ownerHash'>;
  receivedAtMs: number;
  /** The run log, base64. */
  log: string;
  /** The results the browser showed. */
  claimed: GameResultEntry[];
  expected: { score: number; timeMs: number; gameMs: number; logBytes: number };
}

/** Seeds of the reference runs, one per game (any seed works; these stay fixed so fixtures are reproducible). */
export const REFERENCE_SEEDS: Readonly<Record<GameId, number>> = {
  swimming: 1_104_221,
  athletics: 2_207_442,
  archery: 3_310_663,
  basketball: 4_413_884,
  fencing: 5_517_105,
  weightlifting: 6_620_326,
  'alpine-skiing': 7_723_547,
};

export function ticketOf(reference: ReferenceLog): RunTicket {
  return { ...reference.ticket, ownerHash: new Uint8Array(32) };
}

/** Plays and verifies a game's reference run; throws if the server would not take it. */
export function recordReferenceLog(game: GameId): ReferenceLog {
  const play = playScripted({ game, seed: REFERENCE_SEEDS[game] });
  const log = bytesToBase64(encodeRunLog(play.log));
  const verified = verifyRun(play.ticket, log, play.results, play.receivedAtMs);
  if (!verified.ok)
    throw new Error(`${game}: the reference run does not verify: ${verified.reason}`);
  const ticket: ReferenceLog['ticket'] = { ...play.ticket };
  delete (ticket as Partial<RunTicket>).ownerHash;
  return {
    game,
    rulesVersion: play.log.rulesVersion,
    recordedBy: 'scripted human-rate inputs through the recorder (server/verify/scriptedPlay.ts)',
    ticket,
    receivedAtMs: play.receivedAtMs,
    log,
    claimed: play.results,
    expected: {
      score: verified.score,
      timeMs: verified.timeMs,
      gameMs: verified.gameMs,
      logBytes: encodeRunLog(play.log).length,
    },
  };
}
