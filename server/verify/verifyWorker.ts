// A worker thread that re-plays runs (verifyRun.ts), so a re-play (up to a few hundred milliseconds on a busy
// core) never holds up the rooms' ticks on the main thread. One request, one answer, by id.
import { parentPort } from 'node:worker_threads';
import type { RunTicket } from '../store/index';
import { verifyRun } from './verifyRun';

export interface VerifyRequest {
  id: number;
  ticket: RunTicket;
  encodedLog: unknown;
  claimed: unknown;
  receivedAtMs: number;
}

parentPort?.on('message', (request: VerifyRequest) => {
  let answer;
  try {
    answer = verifyRun(request.ticket, request.encodedLog, request.claimed, request.receivedAtMs);
  } catch (error) {
    answer = { ok: false, reason: 'The run could not be re-played.', error: String(error) };
  }
  parentPort?.postMessage({ id: request.id, answer });
});
