// A game view on its stage shows its own controls to the player who plays it, and none to a device that only
// watches (a spectator, a replay), in every game, with no view knowing which it is: the stage and the site's
// stylesheet hide them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { advanceSteps, perform } from '../../../shared/games/core/runner';
import type {
  GameId,
  GameRules,
  GameViewProps,
  RulesState,
} from '../../../shared/games/core/types';
import { practicePlayers } from '../../../shared/runs/replayRun';
import ArcheryGame from '../archery/ArcheryGame';
import BasketballGame from '../basketball/BasketballGame';
import FencingGame from '../fencing/FencingGame';
import SkiingGame from '../skiing/SkiingGame';
import SprintGame from '../sprint/SprintGame';
import SwimmingGame from '../swimming/SwimmingGame';
import WeightliftingGame from '../weightlifting/WeightliftingGame';
import type { GameSourceBinder } from './gameSource';
import { GameStage } from './GameStage';

const VIEWS: Record<GameId, ComponentType<GameViewProps>> = {
  swimming: SwimmingGame,
  athletics: SprintGame,
  archery: ArcheryGame,
  basketball: BasketballGame,
  fencing: FencingGame,
  weightlifting: WeightliftingGame,
  'alpine-skiing': SkiingGame,
};

/** The site's rule for a watched stage, as the browser gets it. */
const styles = readFileSync(join(process.cwd(), 'src/styles.css'), 'utf8');
const watchOnlyRule = /\[data-watch-only\][^{]*\{[^}]*\}/.exec(styles)?.[0];

/** A source whose game stands one second after GO, and takes no input. */
function standingGame(watchOnly: boolean): GameSourceBinder {
  return {
    me: 'you',
    watchOnly,
    bind<S extends RulesState>(rules: GameRules<S, unknown>, createState: () => S) {
      const started = perform(rules, createState(), 'you', { type: 'start' });
      const state = advanceSteps(rules, started, 400, 10);
      return {
        me: 'you',
        view: () => state,
        send() {},
        latest: () => state,
        pause() {},
        subscribe: () => () => {},
      };
    },
  };
}

const settings = { duration: 60, difficulty: 'medium' as const, rounds: 1 };

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = watchOnlyRule ?? '';
  document.head.append(style);
});

/** The controls a person can see and use. */
const controls = () => [
  ...screen.queryAllByRole('button'),
  ...screen.queryAllByRole('slider'),
  ...screen.queryAllByRole('textbox'),
];

describe.each(Object.keys(VIEWS) as GameId[])('the %s view on its stage', (game) => {
  const View = VIEWS[game];
  const show = (watchOnly: boolean) =>
    render(
      <GameStage source={standingGame(watchOnly)}>
        <View players={practicePlayers(7, 2)} settings={settings} seed={7} onFinish={() => {}} />
      </GameStage>,
    );

  it('shows the player its controls', () => {
    expect(watchOnlyRule).toBeDefined();
    show(false);
    expect(controls().length).toBeGreaterThan(0);
    for (const control of controls()) expect(control).toBeVisible();
  });

  it('shows a device that only watches no control at all, and the game itself', () => {
    const { container } = show(true);
    expect(controls()).toEqual([]);
    // The controls are there for the view (it renders as ever), only not shown.
    const hidden = container.querySelectorAll('button, input');
    expect(hidden.length).toBeGreaterThan(0);
    for (const control of hidden) expect(control).not.toBeVisible();
    expect(container.textContent).not.toBe('');
  });
});
