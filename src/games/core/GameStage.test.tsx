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

/** A source whose game stands one second after GO, and takes no input; `me` is the viewer's seat. */
function standingGame(watchOnly: boolean, me = 'you'): GameSourceBinder {
  return {
    me,
    watchOnly,
    bind<S extends RulesState>(rules: GameRules<S, unknown>, createState: () => S) {
      const started = perform(rules, createState(), 'you', { type: 'start' });
      const state = advanceSteps(rules, started, 400, 10);
      return {
        me,
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

/** The texts on screen: those of text nodes with no hidden element above them. */
function textsShown(container: HTMLElement): string[] {
  const shown = (element: Element | null): boolean =>
    element === null ||
    (getComputedStyle(element).display !== 'none' && shown(element.parentElement));
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.trim() && shown(node.parentElement)) texts.push(node.nodeValue);
  }
  return texts;
}

/** How a line tells a player to use a control: a key, a tap, a hold. */
const HOW_TO_PLAY = /\bSpace\b|\bTap\b|\bHold (the|←)|\bPress\b/;

describe.each(Object.keys(VIEWS) as GameId[])('the %s view on its stage', (game) => {
  const View = VIEWS[game];
  const show = (watchOnly: boolean, quiet = false, me = 'you') =>
    render(
      <GameStage source={standingGame(watchOnly, me)} quiet={quiet}>
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

  it('tells a device that only watches nothing of how to use the controls it does not have', () => {
    // A replay (quiet, in the seat of whose run it is) and a spectator (no seat).
    for (const { quiet, me } of [
      { quiet: true, me: 'you' },
      { quiet: false, me: 'a spectator' },
    ]) {
      const { container, unmount } = show(true, quiet, me);
      for (const help of container.querySelectorAll('[data-control-help]')) {
        expect(help).not.toBeVisible();
      }
      expect(textsShown(container).filter((text) => HOW_TO_PLAY.test(text))).toEqual([]);
      unmount();
    }
  });

  it('silences the view’s live region on a quiet stage (a replay), and only there', () => {
    const live = (container: HTMLElement) => [...container.querySelectorAll('[aria-live]')];
    const watched = show(true);
    expect(live(watched.container).length).toBeGreaterThan(0);
    for (const region of live(watched.container)) expect(region).toBeVisible();
    watched.unmount();
    const replayed = show(true, true);
    for (const region of live(replayed.container)) expect(region).not.toBeVisible();
  });

  /** A spectator's stage (no seat) of a game whose first seat is Rhea's; its HUD's labels. */
  const spectate = () => {
    const named = practicePlayers(7, 2).map((player) =>
      player.id === 'you' ? { ...player, name: 'Rhea' } : player,
    );
    const { container } = render(
      <GameStage source={standingGame(true, 'a spectator')}>
        <View players={named} settings={settings} seed={7} onFinish={() => {}} />
      </GameStage>,
    );
    const labels = [...container.querySelectorAll('dt')].map((label) => label.textContent ?? '');
    return { container, labels };
  };

  it('shows a spectator (no seat) no figures of its own and speaks to nobody as “you”', () => {
    const { container, labels } = spectate();
    expect(labels.filter((label) => OWN_FIGURES.includes(label))).toEqual([]);
    expect(textsShown(container).filter((text) => /\b(you|your)\b/i.test(text))).toEqual([]);
  });

  it('names the player a spectator is shown, where the view shows one player’s figures', () => {
    const { container, labels } = spectate();
    if (!labels.some((label) => FOLLOWED_FIGURES.includes(label))) return;
    expect(textsShown(container).join(' ')).toContain('Rhea');
  });
});

/** The HUD's figures of one player that a spectator is shown: whose they are must be said. */
const FOLLOWED_FIGURES = ['Speed', 'Penalties'];

/** The HUD's figures of the viewer's own swimmer, runner, archer or shooter. */
const OWN_FIGURES = [
  'Distance',
  'Energy',
  'Strokes',
  'Stamina',
  'Score',
  'Shots',
  'Accuracy',
  'Wind horizontal',
  'Wind vertical',
];
