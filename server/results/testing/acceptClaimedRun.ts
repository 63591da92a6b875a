// A TEST DOUBLE of the re-play, for the results routes' tests only: it re-plays nothing. A "log" is any
// base64 text; the run is accepted when the claim is { score, timeMs } of whole numbers, with the score the
// log "re-plays to" being the claim unless the log's text says `score=<n>` (so a test can make the re-play
// disagree), and a log saying `refuse` is refused. The real verifier (server/verify) replaces it.
import { createHash } from 'node:crypto';
import type { RunVerifier } from '../runVerifier';

export const DISAGREES = 'The re-play gave another score than the one claimed.';
export const REFUSED_BY_DOUBLE = 'The test double was told to refuse this run.';

export function acceptClaimedRun(options: { rulesVersion?: number } = {}): RunVerifier {
  return (ticket, encodedLog, claimed) => {
    if (typeof encodedLog !== 'string' || encodedLog.length === 0) {
      return { ok: false, reason: 'The run’s log is missing.' };
    }
    const logBytes = Buffer.from(encodedLog, 'base64');
    const text = logBytes.toString('utf8');
    if (text.includes('refuse')) return { ok: false, reason: REFUSED_BY_DOUBLE };
    const claim = claimed as { score?: unknown; timeMs?: unknown } | null;
    const score = claim?.score;
    const timeMs = claim?.timeMs ?? null;
    if (!Number.isInteger(score) || (timeMs !== null && !Number.isInteger(timeMs))) {
      return { ok: false, reason: 'The claimed results are not { score, timeMs }.' };
    }
    const replayed = /score=(-?\d+)/.exec(text);
    if (replayed && Number(replayed[1]) !== score) return { ok: false, reason: DISAGREES };
    return {
      ok: true,
      results: [
        {
          playerId: 'you',
          playerName: 'You',
          playerAvatar: 'You',
          score: score as number,
          time: ((timeMs as number | null) ?? 0) / 1000,
          position: 1,
        },
      ],
      score: score as number,
      timeMs: timeMs as number | null,
      rulesVersion: options.rulesVersion ?? ticket.rulesVersion,
      logBytes,
      logSha256: createHash('sha256').update(logBytes).digest('hex'),
    };
  };
}
