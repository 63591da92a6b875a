// A ghost race through the source seam: the swimming and sprint views, unchanged but for drawing what the source
// gives them, show a translucent ghost lane labelled with whose run it is, moving as the ghost's log replayed at
// this run's time from the same GO; a hidden tab holds it; and the ghost never changes this player's game.
import { act as reactAct, fireEvent, render, screen, within } from '@testing-library/react';
import SwimmingGame from '../swimming/SwimmingGame';
import SprintGame from '../sprint/SprintGame';
import SkiingGame from '../skiing/SkiingGame';
import { ghostTransform } from '../skiing/slopeView';
import { controlAnimationFrames } from '../../test/animationFrames';
import { GameSourceContext } from './gameSource';
import { ghostLocalGames, type GhostRun } from './ghostGameSource';
import { practicePlayers, replayRun } from '../../../shared/runs/replayRun';
import { createReplayer } from '../../../shared/runs/replayer';
import { createRunRecorder } from '../../../shared/runs/runRecorder';
import { swimmingRules, type SwimmingState } from '../../../shared/games/swimming/rules';
import { sprintRules, type SprintState } from '../../../shared/games/sprint/rules';
import { skierOf, skiingRules, type SkiingState } from '../../../shared/games/skiing/rules';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import type { GameId, GameRules, RulesState } from '../../../shared/games/core/types';

const settings = { duration: 90, difficulty: 'medium' as const, rounds: 1 };
const seed = 777;
const aiSeats = 3;
const players = practicePlayers(seed, aiSeats);

/** A ghost that pressed Start after 2 s on its ready screen, then `input` every 150 ms until it was over. */
function ghostOf<S extends RulesState>(
  game: GameId,
  rules: GameRules<S, unknown>,
  input: unknown,
): GhostRun {
  const inputs = [{ step: 200, input: { type: 'start' } as unknown }];
  for (let step = 520; step < 9200; step += 15) inputs.push({ step, input });
  const draft = { game, settings, seed, endStep: 9200, inputs };
  const over = replayRun(rules, players, draft).overStep ?? 9200;
  return {
    name: 'Asha',
    log: { ...draft, aiSeats, endStep: over, inputs: inputs.filter((i) => i.step <= over) },
  };
}

const recorderFor = (game: GameId) =>
  createRunRecorder({
    ticketId: 't',
    game,
    rulesVersion: 1,
    settings,
    seed,
    aiSeats,
    startedAtMs: 0,
  });

const ghostLane = () => document.querySelector<HTMLElement>('li[data-ghost]');
const metres = (lane: HTMLElement | null) =>
  Number(/(\d+\.\d) metres/.exec(lane?.textContent ?? '')?.[1] ?? NaN);

describe('a ghost race in the swimming view', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the ghost’s lane from its replayed log at this run’s time, held while the tab is hidden', () => {
    const frames = controlAnimationFrames();
    const ghost = ghostOf('swimming', swimmingRules, { type: 'stroke' });
    const reference = createReplayer(swimmingRules, players, ghost.log);
    const ghostAt = (sinceStartMs: number) =>
      (reference.stateAt(200 + sinceStartMs / 10) as SwimmingState).swimmers.find(
        (s) => s.player.id === HUMAN_PLAYER_ID,
      )!.distance;
    const recorder = recorderFor('swimming');
    render(
      <GameSourceContext.Provider value={ghostLocalGames(ghost, recorder)}>
        <SwimmingGame players={players} settings={settings} seed={seed} onFinish={vi.fn()} />
      </GameSourceContext.Provider>,
    );
    frames.run(1, 16);
    frames.run(50, 10); // half a second on the ready screen: the ghost waits for this Start
    fireEvent.click(screen.getByRole('button', { name: /start/i }));
    expect(ghostLane()).not.toBeNull();
    frames.run(500, 10); // 5 s: GO at 3 s, then two seconds of the ghost's strokes

    const lane = ghostLane()!;
    expect(lane).toHaveClass('opacity-50');
    expect(within(lane).getByText('Asha')).toBeInTheDocument();
    expect(lane).toHaveTextContent('Ghost · Asha');
    expect(metres(lane)).toBeGreaterThan(0);
    expect(metres(lane)).toBe(Number(ghostAt(5000).toFixed(1)));
    // Your own lane has not moved: you have not stroked.
    const lanes = within(screen.getByRole('list', { name: 'Pool lanes' })).getAllByRole('listitem');
    expect(lanes).toHaveLength(players.length + 1);
    expect(lanes[0]).toHaveTextContent('0.0 metres');

    const held = metres(lane);
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    reactAct(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    frames.run(100, 10);
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    reactAct(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    frames.run(1, 5000); // the first frame after the tab returns moves nothing
    expect(metres(ghostLane())).toBe(held);
    frames.run(100, 10);
    expect(metres(ghostLane())).toBe(Number(ghostAt(6000).toFixed(1)));
  });

  it('never changes this player’s game: the run plays and records as it would with no ghost', () => {
    const frames = controlAnimationFrames();
    const recorder = recorderFor('swimming');
    render(
      <GameSourceContext.Provider
        value={ghostLocalGames(ghostOf('swimming', swimmingRules, { type: 'stroke' }), recorder)}
      >
        <SwimmingGame players={players} settings={settings} seed={seed} onFinish={vi.fn()} />
      </GameSourceContext.Provider>,
    );
    frames.run(1, 16);
    fireEvent.click(screen.getByRole('button', { name: /start/i }));
    frames.run(400, 10);
    for (let i = 0; i < 5; i++) {
      fireEvent.click(screen.getByRole('button', { name: /STROKE/ }));
      frames.run(30, 10);
    }
    const log = recorder.finish(0);
    expect(log.inputs.map((i) => (i.input as { type: string }).type)).toEqual([
      'start',
      ...Array<string>(5).fill('stroke'),
    ]);
    // The same log without any ghost: the state this view shows.
    const alone = replayRun(swimmingRules, players, { ...log, settings, seed }).state;
    const you = alone.swimmers.find((s) => s.player.id === HUMAN_PLAYER_ID)!;
    expect(you.strokes).toBe(5);
    expect(screen.getByRole('button', { name: /STROKE/ })).toHaveTextContent('STROKE 5');
    const lanes = within(screen.getByRole('list', { name: 'Pool lanes' })).getAllByRole('listitem');
    alone.swimmers.forEach((swimmer, lane) =>
      expect(lanes[lane]).toHaveTextContent(`${swimmer.distance.toFixed(1)} metres`),
    );
  });
});

describe('a ghost race in the sprint view', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the ghost’s lane beside the runners from the same GO', () => {
    const frames = controlAnimationFrames();
    const ghost = ghostOf('athletics', sprintRules, { type: 'run' });
    const reference = createReplayer(sprintRules, players, ghost.log);
    render(
      <GameSourceContext.Provider value={ghostLocalGames(ghost, recorderFor('athletics'))}>
        <SprintGame players={players} settings={settings} seed={seed} onFinish={vi.fn()} />
      </GameSourceContext.Provider>,
    );
    frames.run(1, 16);
    fireEvent.click(screen.getByRole('button', { name: /start/i }));
    frames.run(450, 10);
    const lane = ghostLane()!;
    expect(lane).toHaveClass('opacity-50');
    expect(lane).toHaveTextContent('Ghost · Asha');
    const expected = (reference.stateAt(200 + 450) as SprintState).runners.find(
      (r) => r.player.id === HUMAN_PLAYER_ID,
    )!.distance;
    expect(expected).toBeGreaterThan(0);
    expect(metres(lane)).toBe(Number(expected.toFixed(1)));
    const lanes = within(screen.getByRole('list', { name: 'Track lanes' })).getAllByRole(
      'listitem',
    );
    expect(lanes).toHaveLength(players.length + 1);
  });
});

describe('a ghost race in the skiing view', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws a translucent, labelled ghost skier where the ghost’s replay has it, painted every frame', () => {
    const frames = controlAnimationFrames();
    const ghost = ghostOf('alpine-skiing', skiingRules, {
      type: 'steer',
      direction: 'left',
      held: true,
    });
    const reference = createReplayer(skiingRules, players, ghost.log);
    render(
      <GameSourceContext.Provider value={ghostLocalGames(ghost, recorderFor('alpine-skiing'))}>
        <SkiingGame players={players} settings={settings} seed={seed} onFinish={vi.fn()} />
      </GameSourceContext.Provider>,
    );
    frames.run(1, 16);
    fireEvent.click(screen.getByRole('button', { name: /start/i }));
    frames.run(420, 10);
    const mark = screen.getByTestId('ghost-skier');
    expect(mark).toHaveAttribute('opacity', '0.45');
    expect(mark).toHaveTextContent('Ghost · Asha');
    const at = (step: number) =>
      skierOf(reference.stateAt(200 + step) as SkiingState, HUMAN_PLAYER_ID)!;
    const expected = at(420);
    expect(expected.x).not.toBe(at(0).x); // the ghost steered: it is not where you are
    expect(mark.style.transform).toBe(ghostTransform(expected.x, expected.y));
    frames.run(10, 10);
    expect(mark.style.transform).toBe(ghostTransform(at(430).x, at(430).y));
    // You did not steer: your skier is where a run without inputs has it.
    const alone = replayRun(skiingRules, players, {
      game: 'alpine-skiing',
      settings,
      seed,
      endStep: 430,
      inputs: [{ step: 0, input: { type: 'start' } }],
    }).state;
    expect(skierOf(alone, HUMAN_PLAYER_ID)!.x).not.toBe(expected.x);
  });
});
