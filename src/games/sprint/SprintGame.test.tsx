import { Profiler } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import SprintGame from './SprintGame';
import { TOP_SPEED_CLICKS_PER_SECOND } from '../../../shared/games/sprint/constants';
import { SPRINT_PACE_TIP } from '../../../shared/games/readyTexts';
import type { GamePlayer } from '../../../shared/games/core/types';
import { advance, initGame, perform } from '../../../shared/games/core/runner';
import { sprintRules } from '../../../shared/games/sprint/rules';
import { controlAnimationFrames } from '../../test/animationFrames';
import { expectSecondPainted } from '../../test/secondPainted';

const players: GamePlayer[] = [
  { id: 'you', name: 'You', avatar: 'You', isAI: false },
  { id: 'ai-1', name: 'Amara', avatar: 'Amara', isAI: true },
];
const settings = { duration: 45, difficulty: 'medium' as const, rounds: 1 };

describe('SprintGame', () => {
  it('labels lanes by number apart from the name, marks AI, and waits through the countdown', () => {
    render(<SprintGame players={players} settings={settings} seed={3} onFinish={vi.fn()} />);
    expect(screen.getByText('Click rapidly to run 100m as fast as possible!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start Sprint!' }));
    const lanes = screen.getAllByRole('listitem');
    expect(lanes[0]).toHaveTextContent(/^Lane 1You/);
    expect(lanes[1]).toHaveTextContent(/^Lane 2Amara/);
    expect(screen.getByRole('img', { name: 'AI' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RUN!' })).toBeDisabled();
    expect(screen.getByText('Get ready…')).toBeVisible();
  });

  it('paints a press and the race’s ticks (the HUD’s figures, the lanes) without rendering the view', () => {
    const frames = controlAnimationFrames();
    const commits = vi.fn();
    render(
      <Profiler id="sprint" onRender={commits}>
        <SprintGame players={players} settings={settings} seed={3} onFinish={vi.fn()} />
      </Profiler>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start Sprint!' }));
    frames.run(62, 50); // past the 3 s countdown
    frames.run(2, 50); // past GO's own second's first render
    const lanes = screen.getAllByRole('listitem');
    const rendersBefore = commits.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'RUN!' }));
    frames.run(4, 50);
    expect(screen.getByText(/^\d+\.\d m\/s$/).textContent).toMatch(/^[1-9]/);
    expect(lanes[1]).toHaveTextContent(/: \d+\.\d metres/);
    expect(lanes[1]).not.toHaveTextContent(': 0.0 metres');
    expect(commits.mock.calls.length).toBe(rendersBefore);
    frames.run(20, 50); // GO's call goes after its second: that renders
    expect(commits.mock.calls.length).toBeGreaterThan(rendersBefore);
    // A whole second going by is painted, not rendered.
    expectSecondPainted(
      () => frames.run(20, 50),
      () => commits.mock.calls.length,
    );
  });

  it('keeps the spec’s sentence and adds the winning pace, a figure the rules bear out', () => {
    render(<SprintGame players={players} settings={settings} seed={3} onFinish={vi.fn()} />);
    expect(screen.getByText('Click rapidly to run 100m as fast as possible!')).toBeInTheDocument();
    expect(screen.getByTestId('ready-tip')).toHaveTextContent(
      'The winning pace: a steady beat of about 4 clicks a second holds top speed to the line.',
    );
    expect(SPRINT_PACE_TIP).toContain('about 4 clicks');
    expect(TOP_SPEED_CLICKS_PER_SECOND).toBeCloseTo(3.75);
    // A steady 4 a second from the gun finishes the 100 m, near top speed all the way, stamina to spare.
    const you = [players[0]!];
    let state = perform(sprintRules, initGame(sprintRules, you, settings, 3), 'you', {
      type: 'start',
    });
    state = advance(sprintRules, state, 3000);
    for (let t = 0; t < 9000 && state.phase === 'running'; t += 250) {
      state = perform(sprintRules, state, 'you', { type: 'run' });
      state = advance(sprintRules, state, 250);
    }
    const runner = state.runners[0]!;
    expect(runner.finishedAtMs).not.toBeNull();
    expect(runner.finishedAtMs! - 3000).toBeLessThan(8000);
    expect(runner.stamina).toBeGreaterThan(0);
  });

  it('says when you are in rhythm, and when mashing has winded you (RUN! off until 10%)', () => {
    const frames = controlAnimationFrames();
    render(<SprintGame players={players} settings={settings} seed={3} onFinish={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Sprint!' }));
    frames.run(62, 50); // past the 3 s countdown
    const run = () => screen.getByRole('button', { name: 'RUN!' });
    expect(run()).toBeEnabled();
    for (let i = 0; i < 5; i++) {
      fireEvent.click(run());
      frames.run(5, 50); // a click every 250 ms
    }
    expect(
      screen.getByText('In rhythm ×3: each click costs half the stamina.'),
    ).toBeInTheDocument();
    for (let i = 0; i < 200 && !run().hasAttribute('disabled'); i++) {
      fireEvent.click(run());
      frames.run(1, 70); // mashing: off the beat
    }
    expect(run()).toBeDisabled();
    // Shown under RUN! and heard.
    expect(screen.getAllByText('Winded! RUN! is back when stamina reaches 10%.')).toHaveLength(2);
    frames.run(40, 50); // 2 s: back to 10%
    expect(run()).toBeEnabled();
  });
});
