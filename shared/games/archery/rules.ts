// Archery rules (SPEC §4, §5, §9): pure and deterministic; time and randomness come in as arguments.
//
// Every archer (human or AI) has their own crosshair, stance and wind. The crosshair is the pointer position
// plus an aim offset (the archer's unsteady hold): it starts within ±10 of the centre, and after each shot the
// offset is redrawn in ±10 on each axis, so the crosshair jumps and must be brought back. An arrow lands at the
// crosshair pushed by the archer's wind (see constants.ts), which is redrawn when they aim again. Timed things
// (each archer's 1 s shooting state, AI shots every 3–5 s) are countdown fields; step handles them in time
// order, so any split of the time gives the same game.
import type { GameResultEntry, GameRules } from '../core/types';
import { rankByScore } from '../core/ranking';
import { clamp } from '../../lib/format';
import { SHOOTING_MS, TARGET_SIZE } from './constants';
import { loose, newArcher, offsetDraw, runSteps, swayed, swayRadius, withLuck } from './archers';
import { accuracyPercent, crosshairOf, ringBreakdown } from './readouts';
import { isArcheryInput, type ArcheryInput, type ArcheryState, type Archer } from './state';

export type { ArcheryPhase, ArcherPhase, Arrow, Archer, ArcheryState, ArcheryInput } from './state';
export { isArcheryInput } from './state';
export { accuracyPercent, archerOf, archerPhase, crosshairOf, timeLeftMs } from './readouts';
export { swayRadius } from './archers';

/** A human seat's archer by id, with its index, or null (an unknown id or an AI seat). */
function humanSeat(state: ArcheryState, playerId: string): [number, Archer] | null {
  const index = state.archers.findIndex((a) => a.player.id === playerId && !a.player.isAI);
  const archer = state.archers[index];
  return archer ? [index, archer] : null;
}

export const archeryRules: GameRules<ArcheryState, ArcheryInput> = {
  init(players, settings, rng) {
    return {
      phase: 'ready',
      difficulty: settings.difficulty,
      durationMs: settings.duration * 1000,
      elapsedMs: 0,
      archers: players.map((player) => newArcher(player, settings.difficulty, rng)),
    };
  },

  step(state, dtMs) {
    if (state.phase !== 'playing' || dtMs <= 0) return state;
    return runSteps(state, 1, dtMs).state;
  },

  stepMany(state, steps, stepMs) {
    if (state.phase !== 'playing' || stepMs <= 0) return { state, steps };
    return runSteps(state, steps, stepMs);
  },

  act(state, playerId, input) {
    if (!isArcheryInput(input)) return state;
    if (input.type === 'start') {
      // Any seat may start (the game server lets only the host send it); a stranger may not.
      const seated = state.archers.some((a) => a.player.id === playerId);
      return state.phase === 'ready' && seated ? { ...state, phase: 'playing' } : state;
    }
    if (state.phase !== 'playing') return state;
    const seat = humanSeat(state, playerId);
    if (!seat) return state;
    const [index, archer] = seat;
    if (input.type === 'shoot') {
      // §5: a shot is allowed only in the aiming state.
      if (archer.stance !== 'aiming') return state;
      const shot = withLuck(archer, (current, rng) => ({
        ...loose(
          current,
          swayed(crosshairOf(current), swayRadius(state.elapsedMs - current.aimingSinceMs), rng),
          state.elapsedMs,
        ),
        stance: 'shooting',
        shootingMs: SHOOTING_MS,
        aimOffset: { x: offsetDraw(rng), y: offsetDraw(rng) },
      }));
      return { ...state, archers: state.archers.with(index, shot) };
    }
    const target =
      input.type === 'aim'
        ? { x: input.x, y: input.y }
        : { x: archer.pointer.x + input.dx, y: archer.pointer.y + input.dy };
    const pointer = { x: clamp(target.x, 0, TARGET_SIZE), y: clamp(target.y, 0, TARGET_SIZE) };
    if (pointer.x === archer.pointer.x && pointer.y === archer.pointer.y) return state;
    return { ...state, archers: state.archers.with(index, { ...archer, pointer }) };
  },

  isInput: isArcheryInput,
  isOver: (state) => state.phase === 'finished',

  results(state) {
    return rankByScore(
      state.archers.map((archer) => {
        const last = archer.arrows.at(-1);
        const entry: Omit<GameResultEntry, 'position'> = {
          playerId: archer.player.id,
          playerName: archer.player.name,
          playerAvatar: archer.player.avatar,
          score: archer.score,
          // Time used: when the archer's last arrow landed (equal scores go to whoever got there first).
          time: (last?.atMs ?? 0) / 1000,
          accuracy: accuracyPercent(archer),
          breakdown: ringBreakdown(archer),
        };
        return entry;
      }),
    );
  },
};
