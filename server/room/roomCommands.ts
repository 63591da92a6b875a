// What a member may ask of the room besides its game's inputs: the host starts the first round and the next
// ones; a guest on the results marks itself ready (or not) for the next. Each answers false when the asker
// may not, and the room drops the message.
import { parseReadyMessage } from '../../shared/protocol/protocol';
import type { RoomRounds } from './roomRounds';
import type { RoomState } from './roomState';

type Rounds = Pick<RoomRounds, 'startRound'>;

/** The host starts the first round from the waiting room (and stops a quick match's count to AI). */
export function hostStarts(state: RoomState, rounds: Rounds, sessionId: string): boolean {
  if (sessionId !== state.hostId || state.status !== 'waiting') return false;
  state.aiJoinIn = 0;
  rounds.startRound();
  return true;
}

/** The host starts the next round from the results. */
export function hostPlaysAgain(state: RoomState, rounds: Rounds, sessionId: string): boolean {
  if (sessionId !== state.hostId || state.status !== 'finished') return false;
  rounds.startRound();
  return true;
}

/** A guest on the results marks itself ready (or not) for the host's next round: only its own flag. */
export function guestMarksReady(state: RoomState, sessionId: string, payload: unknown): boolean {
  const message = parseReadyMessage(payload);
  const member = state.members.get(sessionId);
  if (
    !message ||
    !member ||
    member.isAI ||
    sessionId === state.hostId ||
    state.status !== 'finished'
  ) {
    return false;
  }
  member.ready = message.ready;
  return true;
}
