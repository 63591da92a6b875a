// What the bout says, computed per viewer from the neutral facts in the state: the one who scored reads
// 'Touché!', the one touched '<name> scores!' ('AI scores!' for an AI), the parrier 'You parried!', the one
// parried 'Parried!'. Anyone else (a spectator) reads the fact with names.
import type { Fencer } from '../../../shared/games/fencing/fencer';
import { MESSAGES, PARRY_GRADES, TIME_UP_MESSAGE } from '../../../shared/games/fencing/constants';
import { winner, type FencingState } from '../../../shared/games/fencing/rules';

/** The last event as the viewer lived it. */
export type EventView =
  'youScored' | 'youWereTouched' | 'youParried' | 'youWereParried' | 'youWereFeinted' | 'watched';

function fencerOf(state: FencingState, id: string): Fencer | undefined {
  return state.fencers.find((f) => f.player.id === id);
}

const nameOf = (state: FencingState, id: string) => fencerOf(state, id)?.player.name ?? id;

export function eventView(state: FencingState, viewerId: string): EventView | null {
  const event = state.lastEvent;
  if (!event) return null;
  if (event.kind === 'touch') {
    if (event.scorer === viewerId) return 'youScored';
    return event.touched === viewerId ? 'youWereTouched' : 'watched';
  }
  if (event.kind === 'feint') return event.target === viewerId ? 'youWereFeinted' : 'watched';
  if (event.parrier === viewerId) return 'youParried';
  return event.attacker === viewerId ? 'youWereParried' : 'watched';
}

/** '<name> scores!', or the spec's 'AI scores!' when the scorer is an AI. */
function scores(state: FencingState, scorerId: string): string {
  return fencerOf(state, scorerId)?.player.isAI
    ? MESSAGES.aiScores
    : `${nameOf(state, scorerId)} scores!`;
}

/** The last touch or parry as `viewerId` reads it; '' before the first. */
export function messageFor(state: FencingState, viewerId: string): string {
  const event = state.lastEvent;
  if (!event) return '';
  switch (eventView(state, viewerId)) {
    case 'youScored':
      return MESSAGES.youScore;
    case 'youParried':
      return MESSAGES.youParried;
    case 'youWereParried':
      return MESSAGES.yourLungeParried;
    case 'youWereFeinted':
      return MESSAGES.youWereFeinted;
    default:
      if (event.kind === 'touch') return scores(state, event.scorer);
      if (event.kind === 'feint') return `${nameOf(state, event.feinter)} feints!`;
      return `${nameOf(state, event.parrier)} parried!`;
  }
}

/** Under the parrier's 'You parried!': whether it was clean (a riposte is open) or late; '' otherwise. */
export function parryGradeFor(state: FencingState, viewerId: string): string {
  const event = state.lastEvent;
  if (state.phase !== 'playing' || event?.kind !== 'parry' || event.parrier !== viewerId) return '';
  return event.clean ? PARRY_GRADES.clean : PARRY_GRADES.late;
}

/** The message line: the last touch or parry, or 'Time!' once the bout has run out of time. */
export function headlineFor(state: FencingState, viewerId: string): string {
  return state.endReason === 'time' ? TIME_UP_MESSAGE : messageFor(state, viewerId);
}

/** How a finished bout came out for `viewerId`; '' while it is on. */
export function outcomeFor(state: FencingState, viewerId: string): string {
  if (state.phase !== 'finished') return '';
  const won = winner(state);
  if (!won) return 'It’s a draw.';
  return won.player.id === viewerId ? 'You win the bout!' : `${won.player.name} wins the bout.`;
}
