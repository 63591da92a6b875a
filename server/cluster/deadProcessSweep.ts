// A process of the cluster that dies without a graceful shutdown (killed, out of memory, its machine gone)
// leaves its rooms in Redis. Colyseus removes them only when a seat is next asked of one of them; until then
// the lobby still lists them and a player's reconnection waits on a process that will never answer. Every
// process therefore checks, every couple of seconds, that the processes holding rooms still answer; for one
// that does not, it removes its rooms (Colyseus's own health check), takes them off every lobby and frees
// their invite codes, so players are told at once that their room is gone.
import { matchMaker, type Presence } from '@colyseus/core';
import { unpublishListing } from '../lobby/listingChannel';
import { INVITE_CODES_KEY } from '../room/inviteCodes';
export const SWEEP_EVERY_MS = 2_000;

/** One sweep: answers the ids of the processes found dead. */
export async function sweepDeadProcesses(presence: Presence): Promise<string[]> {
  const rooms = await matchMaker.query({});
  const others = new Set(
    rooms.map((room) => room.processId).filter((id) => id !== matchMaker.processId),
  );
  const dead: string[] = [];
  for (const processId of others) {
    if (await matchMaker.healthCheckProcessId(processId)) continue;
    dead.push(processId);
    // Idempotent: another process may have cleaned up first.
    await matchMaker.driver.cleanup?.(processId);
    const gone = new Set(rooms.filter((r) => r.processId === processId).map((r) => r.roomId));
    for (const roomId of gone) unpublishListing(presence, roomId);
    const codes = (await presence.hgetall(INVITE_CODES_KEY)) ?? {};
    for (const [code, roomId] of Object.entries(codes)) {
      if (gone.has(roomId)) await presence.hdel(INVITE_CODES_KEY, code);
    }
  }
  return dead;
}

/** Sweeps every `everyMs` until the returned function is called; sweeps never overlap. */
export function startDeadProcessSweep(presence: Presence, everyMs = SWEEP_EVERY_MS) {
  let running = false;
  const timer = setInterval(() => {
    if (running || matchMaker.state !== matchMaker.MatchMakerState.READY) return;
    running = true;
    sweepDeadProcesses(presence)
      .catch((error: unknown) => console.error('dead-process sweep failed:', error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
