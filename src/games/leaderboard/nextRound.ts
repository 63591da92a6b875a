// Play Again in a room on the game server: the host starts the next round for everyone in the room; a guest's
// Play Again tells the host they are ready for it (and a second press takes that back).
import type { OnlineRoom, OnlineRoomView } from '../online/onlineTypes';

export interface PlayAgainState {
  label: string;
  /** Read with the button and announced when it changes: what the button does here, or why it cannot. */
  note?: string;
  disabled?: boolean;
}

export const WAITING_FOR_HOST_NEXT_ROUND = 'Waiting for the host to start the next round…';
export const GUEST_NOT_READY = `${WAITING_FOR_HOST_NEXT_ROUND} Press Play Again to tell them you are ready.`;
export const GUEST_READY_LABEL = 'Ready ✓ — waiting for the host';
export const GUEST_READY =
  'The host can see that you are ready. Press the button again if you are not ready after all.';
export const HOST_STARTS_FOR_EVERYONE =
  'Play Again starts the next round for everyone in the room, ready or not.';

/** A press of Play Again in a room on the game server: the host's starts the next round; a guest's toggles
 *  their own ready mark. */
export function pressPlayAgain(room: OnlineRoom): void {
  const view = room.view();
  if (view.hostId === room.sessionId) room.again();
  else room.setReady(!view.members.some((m) => m.id === room.sessionId && m.ready));
}

export interface NextRoundView {
  view: OnlineRoomView;
  /** This device's seat. */
  me: string;
  /** Set once the room is gone: Play Again can do nothing more, and this says why. */
  closedReason: string | null;
  /** This device watches the room with no seat: it plays no round. */
  watchOnly?: boolean;
}

export const WATCHING_NEXT_ROUND =
  'You are watching this room: its next round shows here when the host starts it.';

export function playAgainState({
  view,
  me,
  closedReason,
  watchOnly = false,
}: NextRoundView): PlayAgainState {
  if (closedReason) return { label: 'Play Again', note: closedReason, disabled: true };
  if (watchOnly) return { label: 'Play Again', note: WATCHING_NEXT_ROUND, disabled: true };
  if (view.hostId === me) {
    const others = view.members.some((m) => !m.isAI && m.id !== me);
    return others
      ? { label: 'Play Again', note: HOST_STARTS_FOR_EVERYONE }
      : { label: 'Play Again' };
  }
  const ready = view.members.some((m) => m.id === me && m.ready);
  return ready
    ? { label: GUEST_READY_LABEL, note: GUEST_READY }
    : { label: 'Play Again', note: GUEST_NOT_READY };
}

export type Readiness = 'ready' | 'not-ready' | 'joined-since';

export interface GuestReadiness {
  id: string;
  name: string;
  readiness: Readiness;
  connected: boolean;
}

/** The host's view of the other people in the room: who is ready for the next round. */
export function guestsReadiness(
  view: OnlineRoomView,
  me: string,
  /** Who played the round the results are of. */
  played: ReadonlySet<string>,
): GuestReadiness[] {
  return view.members
    .filter((m) => !m.isAI && m.id !== me)
    .map((m) => ({
      id: m.id,
      name: m.name,
      readiness: m.ready ? 'ready' : played.has(m.id) ? 'not-ready' : 'joined-since',
      connected: m.connected,
    }));
}

export function readinessText({ name, readiness }: GuestReadiness): string {
  switch (readiness) {
    case 'ready':
      return `${name} is ready`;
    case 'not-ready':
      return `${name} has not pressed Play Again yet`;
    case 'joined-since':
      return `${name} joined after this round and plays the next one`;
  }
}
