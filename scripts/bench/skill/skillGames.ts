// The skill bench's games: each game's rules with its reference player, how its accuracy reads, and a game's
// own head-to-head check where it has one.
import { archeryRules } from '../../../shared/games/archery/rules';
import { basketballRules } from '../../../shared/games/basketball/rules';
import { fencingRules } from '../../../shared/games/fencing/rules';
import { skiingRules } from '../../../shared/games/skiing/rules';
import { sprintRules } from '../../../shared/games/sprint/rules';
import { swimmingRules } from '../../../shared/games/swimming/rules';
import { weightliftingRules } from '../../../shared/games/weightlifting/rules';
import type { Seat, SkillGame } from './harness';
import { LEVELS, type Level } from './levels';
import {
  archer,
  fencer,
  lifter,
  shooter,
  skier,
  mashingSprinter,
  sprinter,
  swimmer,
} from './players';

export type Maker = (level: Level) => Extract<Seat, { kind: 'bot' }>['make'];

export interface GameEntry extends SkillGame {
  player: Maker;
  /** A game's own check: the first must beat the second in at least 75% of plays. */
  versus?: { label: string; a: Level; aPlayer: Maker; b: Level; bPlayer: Maker };
}

export const GAMES: GameEntry[] = [
  {
    name: 'swimming',
    rules: swimmingRules,
    duration: 90,
    start: { type: 'start' },
    player: swimmer,
    accuracyLabel: 'score',
    accuracy: (_s, r) => r.score,
  },
  {
    name: 'sprint',
    rules: sprintRules,
    duration: 90,
    start: { type: 'start' },
    player: sprinter,
    // Pacing is the skill: the 5/s hand keeping a beat beats the 9/s hand mashing flat out.
    versus: {
      label: '5/s paced beats 9/s mashing',
      a: LEVELS[1]!,
      aPlayer: sprinter,
      b: LEVELS[3]!,
      bPlayer: mashingSprinter,
    },
    accuracyLabel: 'score',
    accuracy: (_s, r) => r.score,
  },
  {
    name: 'archery',
    rules: archeryRules,
    duration: 90,
    start: { type: 'start' },
    player: archer,
    // Reading the wind and a steady draw are the skill: the 9/s hand aiming off for the wind beats the same
    // hand shooting at the centre on a ~1.4 s cycle (the play-test's best score came from that).
    versus: {
      label: '9/s careful beats its centre spam',
      a: LEVELS[3]!,
      aPlayer: archer,
      b: { ...LEVELS[3]!, name: 'centre spam', aimMs: 400, windRead: 0 },
      bPlayer: archer,
    },
    accuracyLabel: 'points/arrow',
    accuracy: (
      state: { archers: { player: { id: string }; score: number; shots: number }[] },
      _r,
      id,
    ) => {
      const a = state.archers.find((x) => x.player.id === id)!;
      return a.shots === 0 ? 0 : a.score / a.shots;
    },
  },
  {
    name: 'basketball',
    rules: basketballRules,
    duration: 90,
    start: { type: 'start' },
    player: shooter,
    accuracyLabel: 'made %',
    accuracy: (_s, r) => r.accuracy ?? 0,
  },
  {
    name: 'fencing',
    rules: fencingRules,
    duration: 90,
    start: { type: 'start' },
    player: fencer,
    accuracyLabel: 'touches',
    accuracy: (_s, r) => r.score,
  },
  {
    name: 'weightlifting',
    rules: weightliftingRules,
    duration: 90,
    start: { type: 'start' },
    player: lifter,
    accuracyLabel: 'kg',
    accuracy: (_s, r) => r.score,
  },
  {
    name: 'skiing',
    rules: skiingRules,
    duration: 90,
    start: { type: 'start' },
    player: skier,
    accuracyLabel: 'gates made %',
    accuracy: (
      state: { skiers: { player: { id: string }; missedGates: number; gates: unknown[] }[] },
      _r,
      id,
    ) => {
      const s = state.skiers.find((x) => x.player.id === id)!;
      return (100 * (s.gates.length - s.missedGates)) / s.gates.length;
    },
  },
];
