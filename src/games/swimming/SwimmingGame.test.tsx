import { Profiler } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SwimmingGame from './SwimmingGame';
import { controlAnimationFrames } from '../../test/animationFrames';
import type { GamePlayer } from '../../../shared/games/core/types';
import { COUNTDOWN_MS } from '../../../shared/games/core/countdown';
import { FakeAudioContext } from '../../test/fakeAudioContext';
import { expectSecondPainted } from '../../test/secondPainted';

const players: GamePlayer[] = [
  { id: 'you', name: 'You', avatar: 'You', isAI: false },
  { id: 'ai-1', name: 'Amara', avatar: 'Amara', isAI: true },
];
const settings = { duration: 60, difficulty: 'medium' as const, rounds: 1 };

function renderGame() {
  const onFinish = vi.fn();
  render(<SwimmingGame players={players} settings={settings} seed={3} onFinish={onFinish} />);
  return { onFinish };
}

/** 70 ms between presses: a quick hand, under the rules' ceiling of 15 presses a second. */
const PRESS_GAP_MS = 70;

describe('SwimmingGame', () => {
  let frames: ReturnType<typeof controlAnimationFrames>;
  beforeEach(() => {
    frames = controlAnimationFrames();
  });
  afterEach(() => vi.restoreAllMocks());
  /** Runs past the 3 s countdown to GO (the clock's first frame only sets its start). */
  const countDown = () => {
    frames.run(1, 0);
    frames.run(1, COUNTDOWN_MS);
  };

  it('shows the ready screen with the spec’s text and start button', () => {
    renderGame();
    expect(
      screen.getByText('Click rapidly to swim to the finish line against your opponents!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Swimming!' })).toHaveFocus();
  });

  it('races after start: the STROKE button counts strokes and spends energy', async () => {
    renderGame();
    await userEvent.click(screen.getByRole('button', { name: 'Start Swimming!' }));
    const stroke = screen.getByRole('button', { name: /STROKE/ });
    expect(stroke).toHaveTextContent('STROKE 0');
    countDown();
    // 70 ms apart: under one 100 ms regeneration tick, so the energy shows both strokes' cost.
    fireEvent.click(stroke);
    frames.run(1, PRESS_GAP_MS);
    fireEvent.click(stroke);
    expect(stroke).toHaveTextContent('STROKE 2');
    // A second press at the same instant is over the 15-a-second ceiling: it does not count.
    fireEvent.click(stroke);
    expect(stroke).toHaveTextContent('STROKE 2');
    expect(screen.getByText('96%')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('starts from the keyboard: Space is not swallowed on the ready screen', async () => {
    renderGame();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: /STROKE/ })).toBeInTheDocument();
  });

  it('strokes with Space and Enter, once per key press', () => {
    renderGame();
    fireEvent.click(screen.getByRole('button', { name: 'Start Swimming!' }));
    countDown();
    fireEvent.keyDown(window, { key: ' ' });
    frames.run(1, PRESS_GAP_MS);
    fireEvent.keyDown(window, { key: 'Enter' });
    frames.run(1, PRESS_GAP_MS);
    fireEvent.keyDown(window, { key: ' ', repeat: true });
    expect(screen.getByRole('button', { name: /STROKE/ })).toHaveTextContent('STROKE 2');
  });

  it('counts 3, 2, 1, GO! over the pool: STROKE and Space do nothing and the clock waits until GO', () => {
    renderGame();
    fireEvent.click(screen.getByRole('button', { name: 'Start Swimming!' }));
    const call = () => screen.queryByTestId('start-call')?.textContent;
    const stroke = screen.getByRole('button', { name: /STROKE/ });
    expect(call()).toBe('3');
    expect(stroke).toBeDisabled();
    expect(screen.getByText('Get ready…')).toBeVisible();
    fireEvent.keyDown(window, { key: ' ' });
    expect(stroke).toHaveTextContent('STROKE 0');
    frames.run(1, 0);
    frames.run(11, 100);
    expect(call()).toBe('2');
    frames.run(10, 100);
    expect(call()).toBe('1');
    expect(screen.getByText('60s')).toBeInTheDocument();
    frames.run(9, 100);
    expect(call()).toBe('GO!');
    expect(stroke).toBeEnabled();
    fireEvent.keyDown(window, { key: ' ' });
    expect(stroke).toHaveTextContent('STROKE 1');
    frames.run(10, 100);
    expect(call()).toBeUndefined();
    expect(screen.getByText('59s')).toBeInTheDocument();
  });

  it('paints a stroke and the race’s ticks without rendering the view: only a change it renders does', () => {
    const commits = vi.fn();
    render(
      <Profiler id="swimming" onRender={commits}>
        <SwimmingGame players={players} settings={settings} seed={3} onFinish={vi.fn()} />
      </Profiler>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start Swimming!' }));
    countDown();
    frames.run(1, 100);
    const stroke = screen.getByRole('button', { name: /STROKE/ });
    const lanes = screen.getAllByRole('listitem');
    const rendersBefore = commits.mock.calls.length;
    fireEvent.click(stroke);
    frames.run(3, 30);
    expect(stroke).toHaveTextContent('STROKE 1');
    expect(lanes[0]).toHaveTextContent(/Lane 1, You: [1-9]\d?\.\d metres/);
    const energy = screen.getByText(/^9\d%$/);
    const spent = Number.parseInt(energy.textContent!, 10);
    expect(commits.mock.calls.length).toBe(rendersBefore);
    // The energy's 100 ms ticks are painted apart from the stroke's figures.
    frames.run(2, 100);
    expect(Number.parseInt(energy.textContent!, 10)).toBe(spent + 2);
    expect(stroke).toHaveTextContent('STROKE 1');
    expect(commits.mock.calls.length).toBe(rendersBefore);
    // Past the first second (its GO! call goes, which renders), a whole second going by is painted too.
    frames.run(10, 100);
    expectSecondPainted(
      () => frames.run(10, 100),
      () => commits.mock.calls.length,
    );
  });

  it('sounds every stroke, in the task just after its press, though a stroke renders nothing', async () => {
    // A fresh site sound player (one a page), made with the stand-in AudioContext.
    vi.resetModules();
    FakeAudioContext.made = [];
    vi.stubGlobal('AudioContext', FakeAudioContext);
    try {
      const { default: FreshGame } = await import('./SwimmingGame');
      // The fresh game's own queue of tasks, so a wait below comes after the works it queued.
      const { inNextTask: nextTask } = await import('../../lib/inNextTask');
      render(<FreshGame players={players} settings={settings} seed={3} onFinish={vi.fn()} />);
      fireEvent.pointerDown(document.body); // the visitor's gesture, which sound waits for
      fireEvent.click(screen.getByRole('button', { name: 'Start Swimming!' }));
      countDown();
      frames.run(1, 100);
      await new Promise<void>((done) => nextTask(done)); // the countdown's beeps made the context
      const context = FakeAudioContext.made.at(-1)!;
      const stroke = screen.getByRole('button', { name: /STROKE/ });
      const heard: number[] = [];
      for (let i = 0; i < 3; i++) {
        fireEvent.click(stroke);
        await new Promise<void>((done) => nextTask(done));
        heard.push(context.started.length);
        frames.run(1, PRESS_GAP_MS);
      }
      expect(stroke).toHaveTextContent('STROKE 3');
      // Each stroke started its sound just after its press, before any frame or render.
      expect(heard[0]).toBeGreaterThan(0);
      expect(heard[1]).toBeGreaterThan(heard[0]!);
      expect(heard[2]).toBeGreaterThan(heard[1]!);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('labels lanes by number apart from the name, so a lane is not read as a place', () => {
    renderGame();
    fireEvent.click(screen.getByRole('button', { name: 'Start Swimming!' }));
    const lanes = screen.getAllByRole('listitem');
    expect(lanes[0]).toHaveTextContent(/^Lane 1You/);
    expect(lanes[1]).toHaveTextContent(/^Lane 2Amara/);
    expect(screen.queryByText(/^1\. /)).toBeNull();
  });

  it('after touching the wall, STROKE is disabled and a visible line says the race is finished', () => {
    renderGame();
    fireEvent.click(screen.getByRole('button', { name: 'Start Swimming!' }));
    const stroke = screen.getByRole('button', { name: /STROKE/ });
    // 20 strokes cover at least 100 m (each moves 5–15 m).
    countDown();
    for (let i = 0; i < 20 && !(stroke as HTMLButtonElement).disabled; i++) {
      fireEvent.click(stroke);
      frames.run(1, PRESS_GAP_MS);
    }
    expect(stroke).toBeDisabled();
    expect(
      screen.getByText(/^Finished in \d+\.\d\d s! Waiting for the other swimmers…$/),
    ).toBeVisible();
  });
});
