// The room's members as seats: humans in order of arrival and the sample room's bots, who hosts, and who
// plays a round (AI seats fill a lone host's race).
import type { GameId, GamePlayer, GameSettings } from '../../shared/games/core/types';
import { difficultyOr } from '../../shared/games/core/difficulty';
import { createAiPlayers } from '../../shared/rooms/aiPlayers';
import { aiSeatsWhenAlone } from '../../shared/rooms/roomSeats';
import { createRng } from '../../shared/lib/rng';
import { Member, type RoomState } from './roomState';

/** A member for `player`, `order` its place in the order of arrival. */
export function newMember(player: GamePlayer, connected: boolean, order: number): Member {
  const member = new Member();
  member.id = player.id;
  member.name = player.name;
  member.avatar = player.avatar;
  member.isAI = player.isAI;
  member.connected = connected;
  member.waitingForNextRound = false;
  member.ready = false;
  member.order = order;
  return member;
}

/** The room's humans (connected or holding their seat), in order of arrival: the first hosts. */
export function humansOf(state: RoomState): Member[] {
  return [...state.members.values()].filter((m) => !m.isAI).sort((a, b) => a.order - b.order);
}

export function isHumanIn(state: RoomState, id: string): boolean {
  const member = state.members.get(id);
  return member !== undefined && !member.isAI;
}

function playerOf(member: Member): GamePlayer {
  return { id: member.id, name: member.name, avatar: member.avatar, isAI: false };
}

/** The humans of the room, then its bots; AI fills a lone host's race (drawn from the round and room). */
export function seatsForRound(
  state: RoomState,
  sport: GameId,
  bots: readonly GamePlayer[],
  round: number,
  roomId: string,
): GamePlayer[] {
  const humans = humansOf(state).map(playerOf);
  const seats = [...humans, ...bots];
  if (humans.length === 1 && bots.length === 0) {
    const free = aiSeatsWhenAlone({ sport, maxPlayers: state.maxPlayers });
    seats.push(...createAiPlayers(createRng(round * 7919 + 17), free, roomId));
  }
  return seats;
}

/** A round's settings: the room's duration and difficulty, one round. */
export function roundSettings(state: RoomState): GameSettings {
  return {
    duration: state.duration,
    difficulty: difficultyOr(state.difficulty, 'medium'),
    rounds: 1,
  };
}
