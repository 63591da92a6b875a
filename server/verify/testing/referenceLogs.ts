// The verification tests' reference logs (server/verify/fixtures), and what a failing one tells its reader.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameId } from '../../../shared/games/core/types';
import type { ReferenceLog } from '../referenceLog';
import type { VerifyResult } from '../verifyRun';

/** A game's reference log: recorded from a real browser play (the default), or by the scripted player. */
export function loadReference(
  game: GameId,
  source: 'browser' | 'scripted' = 'browser',
): ReferenceLog {
  const folder = source === 'browser' ? 'server/verify/fixtures/browser' : 'server/verify/fixtures';
  return JSON.parse(
    readFileSync(join(process.cwd(), folder, `${game}.json`), 'utf8'),
  ) as ReferenceLog;
}

/** Why a reference log no longer gives what it recorded, with what to do about it; null when it does. */
export function referenceProblem(
  reference: ReferenceLog,
  result: VerifyResult,
  currentVersion: number,
): string | null {
  const rerecord = reference.browser
    ? `npm run build && node scripts/verify/record-browser-fixtures.mjs ${reference.game}`
    : `node scripts/verify/record-fixtures.mjs ${reference.game}`;
  if (currentVersion !== reference.rulesVersion) {
    return `${reference.game}'s rules are now version ${currentVersion}: re-record its reference log (${rerecord}).`;
  }
  const { expected } = reference;
  if (result.ok && result.score === expected.score && result.timeMs === expected.timeMs) {
    return null;
  }
  const got = result.ok ? `score ${result.score}, time ${result.timeMs} ms` : result.reason;
  return (
    `${reference.game}'s rules changed what its reference run gives (${got}; recorded: score ` +
    `${expected.score}, time ${expected.timeMs} ms) but its rules version did not: bump RULES_VERSIONS` +
    `['${reference.game}'] in shared/runs/rulesVersions.ts, then re-record (${rerecord}).`
  );
}
