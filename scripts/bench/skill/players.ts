// The skill bench's reference players, one a game: what a person of a given skill (levels.ts) does, as a
// pure function of what the screen shows (the state), the time and the player's own random hand (hands.ts).
import type { Rng } from '../../../shared/lib/rng';
import { afterGo, bot, gauss, masher, reaction } from './hands';
import type { Level } from './levels';
import type { ArcheryInput, ArcheryState } from '../../../shared/games/archery/rules';
import { windDrift } from '../../../shared/games/archery/geometry';
import { TARGET_CENTRE } from '../../../shared/games/archery/constants';
import type { BasketballInput, BasketballState } from '../../../shared/games/basketball/rules';
import type { FencingInput, FencingState } from '../../../shared/games/fencing/rules';
import { canAct } from '../../../shared/games/fencing/fencer';
import type { SkiingInput, SkiingState } from '../../../shared/games/skiing/rules';
import { nextGate } from '../../../shared/games/skiing/rules';
import { GATE_HALF_WIDTH, SIDEWAYS_PER_FRAME } from '../../../shared/games/skiing/constants';
import type { SprintInput, SprintState } from '../../../shared/games/sprint/rules';
import type { SwimmingInput, SwimmingState } from '../../../shared/games/swimming/rules';
import type {
  WeightliftingInput,
  WeightliftingState,
} from '../../../shared/games/weightlifting/rules';

export function swimmer(level: Level) {
  return (_id: string, rng: Rng) => {
    const hand = masher(level, rng);
    const start = afterGo(level, rng);
    return bot<SwimmingState, SwimmingInput>((state, now) => {
      if (state.phase !== 'playing') return [];
      return hand.press(now, start) ? [{ type: 'stroke' }] : [];
    });
  };
}

/**
 * The sprint's pace: a runner who knows the game drives up to top speed, then keeps a steady beat this fast
 * (clicks in rhythm drain half, and a runner drained to 0 is winded). Slower hands run flat out.
 */
export const SPRINT_PACE_CPS = 4.4;

export function sprinter(level: Level) {
  return (id: string, rng: Rng) => {
    const paced = level.cps === 0 ? level : { ...level, cps: Math.min(level.cps, SPRINT_PACE_CPS) };
    const burst = masher(level, rng);
    const beat = masher(paced, rng);
    const start = afterGo(level, rng);
    return bot<SprintState, SprintInput>((state, now) => {
      if (state.phase !== 'running') return [];
      const me = state.runners.find((r) => r.player.id === id);
      if (!me) return [];
      const hand = me.clicks < SPRINT_BURST_CLICKS ? burst : beat;
      return hand.press(now, start) ? [{ type: 'run' }] : [];
    });
  };
}
/** Clicks at the hand's own rate off the line (0 to top speed takes 8). */
const SPRINT_BURST_CLICKS = 6;

/** A runner who mashes flat out at the hand's rate the whole race (what the spec's rules alone rewarded). */
export function mashingSprinter(level: Level) {
  return (_id: string, rng: Rng) => {
    const hand = masher(level, rng);
    const start = afterGo(level, rng);
    return bot<SprintState, SprintInput>((state, now) =>
      state.phase === 'running' && hand.press(now, start) ? [{ type: 'run' }] : [],
    );
  };
}

export function lifter(level: Level) {
  return (id: string, rng: Rng) => {
    const hand = masher(level, rng);
    let phase = '';
    let holdAt = 0;
    let mashFrom = 0;
    return bot<WeightliftingState, WeightliftingInput>((state, now) => {
      const me = state.lifters.find((l) => l.player.id === id);
      if (!me || state.phase !== 'lifting') return [];
      if (me.phase !== phase) {
        phase = me.phase;
        hand.reset();
        mashFrom = now + reaction(level, rng);
        if (phase === 'holding') {
          // The marker runs 100 a second from 0: it is over the target at target × 10 ms (+10 ms to centre
          // the 20 ms step); a hand needs about its reaction time to get ready, else it waits a lap.
          let aim = me.target * 10 + 10;
          if (aim < level.reactionMs) aim += 1000;
          holdAt = now + aim + gauss(rng) * level.timingSdMs;
        }
      }
      if (phase === 'lifting') return hand.press(now, mashFrom) ? [{ type: 'lift' }] : [];
      if (phase === 'holding' && now >= holdAt) {
        holdAt = Infinity;
        return [{ type: 'hold' }];
      }
      return [];
    });
  };
}

export function archer(level: Level) {
  return (id: string, rng: Rng) => {
    let readyAt: number | null = null;
    return bot<ArcheryState, ArcheryInput>((state, now) => {
      const me = state.archers.find((a) => a.player.id === id);
      if (!me || state.phase !== 'playing') return [];
      if (me.stance !== 'aiming') {
        readyAt = null;
        return [];
      }
      readyAt ??= now + level.aimMs * rng.range(0.8, 1.2);
      if (now < readyAt) return [];
      readyAt = Infinity;
      // The wind as shown (one decimal), allowed for as well as this archer reads it.
      const shown = { x: Math.round(me.wind.x * 10) / 10, y: Math.round(me.wind.y * 10) / 10 };
      const drift = windDrift(shown);
      const aim = {
        x: TARGET_CENTRE - drift.x * level.windRead + gauss(rng) * level.aimSd,
        y: TARGET_CENTRE - drift.y * level.windRead + gauss(rng) * level.aimSd,
      };
      // The crosshair is the pointer plus the archer's offset: put the crosshair on the aim point.
      return [
        { type: 'aim', x: aim.x - me.aimOffset.x, y: aim.y - me.aimOffset.y },
        { type: 'shoot' },
      ];
    });
  };
}

/** The hold that scores at 45° (powers 65–75: 650–799 ms), aimed at its middle. */
export const BASKETBALL_HOLD_MS = 725;

export function shooter(level: Level) {
  return (id: string, rng: Rng) => {
    let pressAt: number | null = null;
    let releaseAt = Infinity;
    return bot<BasketballState, BasketballInput>((state, now) => {
      const me = state.shooters.find((s) => s.player.id === id);
      if (!me || state.phase !== 'shooting') return [];
      if (me.shot === 'idle') {
        pressAt ??= now + reaction(level, rng);
        if (now < pressAt) return [];
        pressAt = null;
        releaseAt = now + BASKETBALL_HOLD_MS + gauss(rng) * level.timingSdMs;
        return [{ type: 'press' }];
      }
      if (me.shot === 'charging' && now >= releaseAt) {
        releaseAt = Infinity;
        return [{ type: 'release' }];
      }
      return [];
    });
  };
}

export function fencer(level: Level) {
  return (id: string, rng: Rng) => {
    let seenAttack = 0;
    let parryAt = Infinity;
    let lungeAt = Infinity;
    let riposteSeen = false;
    let punishSeen = false;
    let nextAttack: number | null = null;
    return bot<FencingState, FencingInput>((state, now) => {
      if (state.phase !== 'playing') return [];
      const index = state.fencers.findIndex((f) => f.player.id === id);
      const me = state.fencers[index]!;
      const them = state.fencers[1 - index]!;
      const out: FencingInput[] = [];
      if (them.action === 'lunge' && them.attackId !== seenAttack) {
        seenAttack = them.attackId;
        parryAt = now + reaction(level, rng);
      }
      if (me.riposteTicks > 0 && !riposteSeen) {
        riposteSeen = true;
        lungeAt = Math.min(lungeAt, now + reaction(level, rng));
      }
      if (me.riposteTicks === 0) riposteSeen = false;
      // A parry made into thin air leaves the opponent open for its cooldown.
      if (level.punishes && them.action === 'parry' && me.action === 'idle' && !punishSeen) {
        punishSeen = true;
        lungeAt = Math.min(lungeAt, now + reaction(level, rng));
      }
      if (them.action !== 'parry') punishSeen = false;
      nextAttack ??= now + level.attackEveryMs * rng.range(0.5, 1.5);
      if (now >= parryAt) {
        parryAt = Infinity;
        if (canAct(me) && them.action === 'lunge') out.push({ type: 'parry' });
      } else if (now >= lungeAt) {
        lungeAt = Infinity;
        if (canAct(me)) out.push({ type: 'lunge' });
      } else if (now >= nextAttack) {
        if (canAct(me) && them.action !== 'lunge' && them.action !== 'riposte') {
          out.push({ type: 'lunge' });
          nextAttack = null;
        }
      }
      return out;
    });
  };
}

/** Sideways speed while steering, px per ms. */
const STEER_PX_PER_MS = (SIDEWAYS_PER_FRAME * 60) / 1000;

export function skier(level: Level) {
  return (id: string, rng: Rng) => {
    let gateId = -1;
    let noticeAt = 0;
    let held: 'left' | 'right' | null = null;
    let stopAt = 0;
    let settleAt = 0;
    const steer = (direction: 'left' | 'right', on: boolean): SkiingInput => ({
      type: 'steer',
      direction,
      held: on,
    });
    return bot<SkiingState, SkiingInput>((state, now) => {
      const me = state.skiers.find((s) => s.player.id === id);
      if (!me || state.phase !== 'playing' || me.finishMs !== null) return [];
      const gate = nextGate(me);
      if (!gate) return [];
      if (gate.id !== gateId) {
        gateId = gate.id;
        noticeAt = now + reaction(level, rng);
      }
      if (now < noticeAt) return [];
      // Its line: cross this gate on the side of the next one, as far in as it dares.
      const after = me.gates[me.gatesPassed + 1];
      const lean = after
        ? Math.max(-level.lineMargin, Math.min(level.lineMargin, after.x - gate.x))
        : 0;
      const target = gate.x + lean;
      const out: SkiingInput[] = [];
      if (held) {
        const dir = held === 'right' ? 1 : -1;
        if ((stopAt - me.x) * dir <= SIDEWAYS_PER_FRAME / 2) {
          out.push(steer(held, false));
          held = null;
          settleAt = now + reaction(level, rng);
        }
        return out;
      }
      if (now < settleAt) return out;
      const off = target - me.x;
      // Close enough for this hand: well inside the gate and near its line.
      if (Math.abs(off) <= Math.max(SIDEWAYS_PER_FRAME, GATE_HALF_WIDTH / 5)) return out;
      held = off > 0 ? 'right' : 'left';
      // Where the hand will actually let go: late or early by its timing error.
      stopAt = target + (off > 0 ? 1 : -1) * gauss(rng) * level.timingSdMs * STEER_PX_PER_MS;
      out.push(steer(held, true));
      return out;
    });
  };
}
