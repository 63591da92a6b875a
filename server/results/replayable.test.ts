// @vitest-environment node
// Whether a stored run can be replayed: verified and not voided, not of today's daily challenge, and a room
// round only when it was kept with its seats, last tick and inputs.
import { deflateRawSync } from 'node:zlib';
import { ROOM_LOG_FORMAT } from '../../shared/runs/roomLog';
import { isReplayableRun } from './replayable';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const settings = { duration: 30, difficulty: 'easy', rounds: 1 };
const run = { kind: 'practice' as const, verified: true, voided: false, dailyDate: null };
const roomLog = (kept: object) => deflateRawSync(JSON.stringify(kept));
const fullRound = {
  format: ROOM_LOG_FORMAT,
  roomId: 'r',
  seed: 3,
  endTick: 700,
  seats: [{ name: 'Asha', avatar: 'Asha', isAI: false }],
  inputs: [[70, 0, { type: 'stroke' }]],
};

describe('isReplayableRun', () => {
  it('is a verified, unvoided run that is not of today’s daily challenge', () => {
    expect(isReplayableRun(run, NOW)).toBe(true);
    expect(isReplayableRun({ ...run, kind: 'ghost' }, NOW)).toBe(true);
    expect(isReplayableRun({ ...run, verified: false }, NOW)).toBe(false);
    expect(isReplayableRun({ ...run, voided: true }, NOW)).toBe(false);
    const daily = { ...run, kind: 'daily' as const };
    expect(isReplayableRun({ ...daily, dailyDate: '2026-11-27' }, NOW)).toBe(false);
    expect(isReplayableRun({ ...daily, dailyDate: '2026-11-26' }, NOW)).toBe(true);
  });

  it('is a room round only when kept in full', () => {
    const room = { ...run, kind: 'room' as const, settings };
    expect(isReplayableRun({ ...room, log: roomLog(fullRound) }, NOW)).toBe(true);
    expect(isReplayableRun(room, NOW)).toBe(false);
    expect(isReplayableRun({ ...room, log: roomLog({ ...fullRound, inputs: null }) }, NOW)).toBe(
      false,
    );
    const before = { format: 'room-inputs/1', roomId: 'r', seed: 3, inputs: fullRound.inputs };
    expect(isReplayableRun({ ...room, log: roomLog(before) }, NOW)).toBe(false);
    expect(isReplayableRun({ ...room, log: Buffer.from('not deflated') }, NOW)).toBe(false);
    // An input after the last tick, or of a seat the round did not have.
    const late = { ...fullRound, inputs: [[701, 0, { type: 'stroke' }]] };
    expect(isReplayableRun({ ...room, log: roomLog(late) }, NOW)).toBe(false);
    const stranger = { ...fullRound, inputs: [[70, 1, { type: 'stroke' }]] };
    expect(isReplayableRun({ ...room, log: roomLog(stranger) }, NOW)).toBe(false);
    expect(isReplayableRun({ ...room, voided: true, log: roomLog(fullRound) }, NOW)).toBe(false);
  });
});
