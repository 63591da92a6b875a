// A room someone made that nobody else joins (and nobody plays in) closes after a few minutes, so made rooms
// cannot pile up in the lobby. The spec's sample rooms stay. UNJOINED_ROOM_SECONDS changes the wait.
import type { Room } from '@colyseus/core';

const DEFAULT_SECONDS = 5 * 60;

export function unjoinedRoomMs(env: { UNJOINED_ROOM_SECONDS?: string } = process.env): number {
  const seconds = Number(env.UNJOINED_ROOM_SECONDS ?? DEFAULT_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_SECONDS) * 1000;
}

/** What the room's creator reads when it closes. */
export function closedUnjoined(afterMs: number): string {
  const minutes = Math.round(afterMs / 60_000);
  const wait =
    minutes >= 1
      ? `${minutes} minute${minutes === 1 ? '' : 's'}`
      : `${Math.round(afterMs / 1000)} seconds`;
  return `Nobody joined this room within ${wait}, so it closed. Start or join another game from the lobby.`;
}

/** After the wait, closes the room (with closedUnjoined's words) if it is still unjoined then. */
export function closeWhenUnjoined(
  clock: Room['clock'],
  stillUnjoined: () => boolean,
  close: (text: string) => void,
  afterMs = unjoinedRoomMs(),
) {
  clock.setTimeout(() => stillUnjoined() && close(closedUnjoined(afterMs)), afterMs);
}
