// Watches a room round (roomLog.ts) at any moment, exactly as the server played it (server/room/match.ts): the
// seats' first state with the host's start, then tick after tick each tick's inputs for their seats and its
// fixed steps. Seeking uses the checkpoints of replayer.ts.
import { initGame, perform } from '../games/core/runner';
import type { GameRules, RulesState } from '../games/core/types';
import { createStepReplayer, type Replayer } from './replayer';
import { roomEndStep, roomPlayers, roomSteppedInputs, type RoomLog } from './roomLog';

/** The round's first state: everyone starts at once, on the host's start (the first human, or the first seat). */
export function roomFirstState<S extends RulesState, I>(rules: GameRules<S, I>, log: RoomLog): S {
  const players = roomPlayers(log);
  const ready = initGame(rules, players, log.settings, log.seed);
  const host = players.find((p) => !p.isAI) ?? players[0];
  return host ? perform(rules, ready, host.id, { type: 'start' } as I) : ready;
}

export function createRoomReplayer<S extends RulesState, I>(
  rules: GameRules<S, I>,
  log: RoomLog,
): Replayer<S> {
  return createStepReplayer(
    rules,
    roomFirstState(rules, log),
    roomSteppedInputs(log),
    roomEndStep(log),
  );
}
