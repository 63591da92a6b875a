// Every game's rules by game id, for whatever runs games without their views: the game server, the
// headless tests and benches. The site's views import their own rules (each game is its own lazy chunk).
import type { GameId, GameRules, RulesState } from './core/types';
import { archeryRules } from './archery/rules';
import { basketballRules } from './basketball/rules';
import { fencingRules } from './fencing/rules';
import { skiingRules } from './skiing/rules';
import { sprintRules } from './sprint/rules';
import { swimmingRules } from './swimming/rules';
import { weightliftingRules } from './weightlifting/rules';

/** The rules of any game: inputs are checked by each game's own isInput, so `unknown` is the honest type. */
export type AnyGameRules = GameRules<RulesState, unknown>;

export const ALL_RULES: Readonly<Record<GameId, AnyGameRules>> = {
  swimming: swimmingRules as unknown as AnyGameRules,
  athletics: sprintRules as unknown as AnyGameRules,
  archery: archeryRules as unknown as AnyGameRules,
  basketball: basketballRules as unknown as AnyGameRules,
  fencing: fencingRules as unknown as AnyGameRules,
  weightlifting: weightliftingRules as unknown as AnyGameRules,
  'alpine-skiing': skiingRules as unknown as AnyGameRules,
};
