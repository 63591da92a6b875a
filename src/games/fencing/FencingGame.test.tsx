import { Profiler } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import FencingGame from './FencingGame';
import type { GamePlayer } from '../../../shared/games/core/types';
import { controlAnimationFrames } from '../../test/animationFrames';
import { COUNTDOWN_MS } from '../../../shared/games/core/countdown';
import { GameSourceContext, type GameSourceBinder } from '../core/gameSource';
import { LocalGameSource } from '../core/localGameSource';

const players: GamePlayer[] = [
  { id: 'you', name: 'You', avatar: 'You', isAI: false },
  { id: 'ai-1', name: 'Amara', avatar: 'Amara', isAI: true },
];
const settings = { duration: 180, difficulty: 'hard' as const, rounds: 1 };

function renderGame() {
  const onFinish = vi.fn();
  render(<FencingGame players={players} settings={settings} seed={3} onFinish={onFinish} />);
  return { onFinish };
}

let frames: ReturnType<typeof controlAnimationFrames>;
beforeEach(() => {
  frames = controlAnimationFrames();
});
afterEach(() => vi.restoreAllMocks());

/** 'En Garde!', then the 3 s countdown runs out: the bout is at GO. */
function startBout() {
  fireEvent.click(screen.getByRole('button', { name: 'En Garde!' }));
  frames.run(1, 0);
  frames.run(1, COUNTDOWN_MS);
}

describe('FencingGame', () => {
  it('shows the ready screen with the spec’s text and start button', () => {
    renderGame();
    expect(
      screen.getByText('Use Lunge to attack and Parry to defend. First to 5 points wins!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'En Garde!' })).toHaveFocus();
    expect(screen.getByText(/The bout lasts 3:00; if nobody has 5 by then/)).toBeInTheDocument();
  });

  it('shows both scores, the strip and the two moves with their keys', () => {
    renderGame();
    startBout();
    expect(screen.getByRole('img', { name: /Fencing strip/ })).toBeInTheDocument();
    expect(screen.getByText('You', { selector: 'dt' }).nextElementSibling).toHaveTextContent('0');
    expect(screen.getByText('Amara', { selector: 'dt' }).nextElementSibling).toHaveTextContent('0');
    const lunge = screen.getByRole('button', { name: /Lunge/ });
    expect(lunge).toBeEnabled();
    expect(lunge).toHaveTextContent('L / →');
    expect(lunge).toHaveAttribute('aria-keyshortcuts', 'L ArrowRight');
    expect(screen.getByRole('button', { name: /Parry/ })).toHaveTextContent('P / ←');
  });

  it('a lunge disables both moves and shows the 1 s cooldown', () => {
    renderGame();
    startBout();
    fireEvent.click(screen.getByRole('button', { name: /Lunge/ }));
    expect(screen.getByRole('button', { name: /Lunge/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Lunge/ })).toHaveTextContent('1.0 s');
    expect(screen.getByRole('button', { name: /Parry/ })).toBeDisabled();
  });

  it('lunges with L or → and parries with P or ←', () => {
    renderGame();
    startBout();
    fireEvent.keyDown(window, { key: 'P' });
    expect(screen.getByRole('button', { name: /Parry/ })).toHaveTextContent('0.8 s');
    expect(screen.getByRole('img', { name: /You parrying/ })).toBeInTheDocument();
  });

  it('lunges with the right arrow key', () => {
    renderGame();
    startBout();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: /You lunging/ })).toBeInTheDocument();
  });

  it('leaves the ready screen’s keys alone, so the start button works by keyboard', () => {
    render(<FencingGame players={players} settings={settings} seed={1} onFinish={vi.fn()} />);
    const start = screen.getByRole('button', { name: 'En Garde!' });
    expect(fireEvent.keyDown(start, { key: 'l' })).toBe(true);
    expect(fireEvent.keyDown(start, { key: 'Enter' })).toBe(true);
  });

  it('shows the local player on the left as You when they hold the second seat', () => {
    render(
      <FencingGame
        players={[players[1]!, players[0]!]}
        settings={settings}
        seed={3}
        onFinish={vi.fn()}
      />,
    );
    startBout();
    expect(
      screen.getByRole('img', { name: 'Fencing strip: You en garde, Amara en garde.' }),
    ).toBeInTheDocument();
    expect([...document.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'You',
      'Amara',
    ]);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: /You lunging, Amara/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lunge/ })).toBeDisabled();
  });

  it('counts 3, 2, 1, GO! over the strip with the moves off and the clock full, then fences', () => {
    renderGame();
    fireEvent.click(screen.getByRole('button', { name: 'En Garde!' }));
    const call = () => screen.queryByTestId('start-call')?.textContent;
    const lunge = () => screen.getByRole('button', { name: /Lunge/ });
    expect(call()).toBe('3');
    expect(lunge()).toBeDisabled();
    expect(screen.getByRole('button', { name: /Parry/ })).toBeDisabled();
    fireEvent.keyDown(window, { key: 'l' });
    expect(screen.getByRole('img', { name: /You en garde/ })).toBeInTheDocument();
    frames.run(1, 0);
    frames.run(11, 100);
    expect(call()).toBe('2');
    frames.run(10, 100);
    expect(call()).toBe('1');
    // The bout clock does not run during the countdown.
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('3:00');
    frames.run(9, 100); // 3.0 s: GO
    expect(call()).toBe('GO!');
    expect(lunge()).toBeEnabled();
    frames.run(10, 100);
    expect(call()).toBeUndefined();
    expect(screen.getByRole('timer')).toHaveTextContent('2:59');
  });

  it.each([
    ['first', false],
    ['second', true],
  ])(
    'in the %s seat, paints the cooldown on the ticks of a lunge’s flight and of the reset: only a touch or a new second renders',
    (_seat, mirrored) => {
      // Two humans: no AI moves, so between the lunge and its touch (4 ticks) and between the touch and the
      // clock's next second, a tick changes nothing the view renders, only the cooldown's figure.
      const rival: GamePlayer = { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false };
      const commits = vi.fn();
      render(
        <Profiler id="fencing" onRender={commits}>
          <FencingGame
            players={mirrored ? [rival, players[0]!] : [players[0]!, rival]}
            settings={settings}
            seed={3}
            onFinish={vi.fn()}
          />
        </Profiler>,
      );
      startBout();
      const buttons = [
        screen.getByRole('button', { name: /Lunge/ }),
        screen.getByRole('button', { name: /Parry/ }),
      ];
      fireEvent.click(buttons[0]!);
      const strip = screen.getByRole('img', { name: 'Fencing strip: You lunging, Ben en garde.' });
      let rendersBefore = commits.mock.calls.length;
      frames.run(3, 100);
      expect(buttons[0]).toHaveTextContent(/^LungeL \/ → · 0\.7 s$/);
      expect(buttons[1]).toHaveTextContent(/^ParryP \/ ← · 0\.7 s$/);
      expect(commits.mock.calls.length).toBe(rendersBefore);

      // The lunge lands: a touch, a new pose, the reset's cooldown.
      frames.run(1, 100);
      expect(commits.mock.calls.length).toBeGreaterThan(rendersBefore);
      expect(strip).toHaveAccessibleName('Fencing strip: You en garde, Ben touched.');
      expect(screen.getByText('You', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1');
      expect(screen.getByTestId('fencing-message')).toHaveTextContent('Touché!');
      expect(buttons[0]).toHaveTextContent('1.0 s');

      rendersBefore = commits.mock.calls.length;
      frames.run(5, 100);
      for (const button of buttons) expect(button).toHaveTextContent(/ · 0\.5 s$/);
      expect(screen.getByRole('timer')).toHaveTextContent('3:00');
      expect(commits.mock.calls.length).toBe(rendersBefore);
      // The bout's first second is over: the clock reads 2:59 and 'GO!' goes.
      frames.run(1, 100);
      expect(screen.getByRole('timer')).toHaveTextContent('2:59');
      expect(screen.queryByTestId('start-call')).toBeNull();
      expect(commits.mock.calls.length).toBeGreaterThan(rendersBefore);
      for (const button of buttons) expect(button).toHaveTextContent(/ · 0\.4 s$/);
    },
  );

  it('commits nothing while the AI is still reacting to GO and nobody moves', () => {
    const commits = vi.fn();
    render(
      <Profiler id="fencing" onRender={commits}>
        <FencingGame players={players} settings={settings} seed={3} onFinish={vi.fn()} />
      </Profiler>,
    );
    startBout();
    const rendersBefore = commits.mock.calls.length;
    // Hard attacks from the 3rd tick on, and has nothing to parry: two ticks of bout time, both en garde.
    frames.run(2, 100);
    expect(commits.mock.calls.length).toBe(rendersBefore);
    expect(
      screen.getByRole('img', { name: 'Fencing strip: You en garde, Amara en garde.' }),
    ).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'l' });
    expect(commits.mock.calls.length).toBeGreaterThan(rendersBefore);
    expect(screen.getByRole('img', { name: /You lunging/ })).toBeInTheDocument();
  });

  it('for a viewer who is not fencing, renders a move but not the ticks of a cooldown it does not show', () => {
    // This device's inputs still go to the 'you' seat (LocalGameSource), but its viewer is someone else.
    const watcher: GameSourceBinder = {
      me: 'watcher',
      bind: (rules, createState) => new LocalGameSource(rules, createState()),
    };
    const rival: GamePlayer = { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false };
    const commits = vi.fn();
    render(
      <GameSourceContext.Provider value={watcher}>
        <Profiler id="fencing" onRender={commits}>
          <FencingGame
            players={[players[0]!, rival]}
            settings={settings}
            seed={3}
            onFinish={vi.fn()}
          />
        </Profiler>
      </GameSourceContext.Provider>,
    );
    startBout();
    fireEvent.keyDown(window, { key: 'l' });
    const strip = screen.getByRole('img', {
      name: 'Fencing strip: Opponent lunging, Ben en garde.',
    });
    const lunge = screen.getByRole('button', { name: /Lunge/ });
    const rendersBefore = commits.mock.calls.length;
    frames.run(3, 100);
    expect(commits.mock.calls.length).toBe(rendersBefore);
    expect(lunge).toBeDisabled();
    expect(lunge).toHaveTextContent(/^LungeL \/ →$/);
    frames.run(1, 100);
    expect(commits.mock.calls.length).toBeGreaterThan(rendersBefore);
    expect(strip).toHaveAccessibleName('Fencing strip: Opponent en garde, Ben touched.');
    expect(lunge).toHaveTextContent(/^LungeL \/ →$/);
  });

  describe('the bout clock', () => {
    it('shows the time left over the strip, counting down in bout time', () => {
      renderGame();
      startBout();
      expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('3:00');
      frames.run(12, 100);
      expect(screen.getByRole('timer')).toHaveTextContent('2:59');
    });

    it('paints each second going by, and renders for the clock only when it turns amber for the last ten', () => {
      // Two humans: no AI moves, so nothing but the clock changes what the view shows.
      const rival: GamePlayer = { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false };
      const commits = vi.fn();
      render(
        <Profiler id="fencing" onRender={commits}>
          <FencingGame
            players={[players[0]!, rival]}
            settings={{ ...settings, duration: 30 }}
            seed={3}
            onFinish={vi.fn()}
          />
        </Profiler>,
      );
      startBout();
      frames.run(10, 100); // the bout's first second, whose 'GO!' goes with a render
      const clock = screen.getByRole('timer', { name: 'Time left' });
      expect(clock).toHaveTextContent('0:29');
      let rendersBefore = commits.mock.calls.length;
      frames.run(10, 100);
      expect(clock).toHaveTextContent('0:28');
      frames.run(170, 100);
      expect(clock).toHaveTextContent('0:11');
      expect(clock).not.toHaveClass('text-amber-300');
      expect(commits.mock.calls.length).toBe(rendersBefore);
      frames.run(10, 100);
      expect(clock).toHaveTextContent('0:10');
      expect(clock).toHaveClass('text-amber-300');
      expect(commits.mock.calls.length).toBeGreaterThan(rendersBefore);
      rendersBefore = commits.mock.calls.length;
      frames.run(10, 100);
      expect(clock).toHaveTextContent('0:09');
      expect(commits.mock.calls.length).toBe(rendersBefore);
    });

    it('when time runs out at a level score: Time!, a draw, and the results of both', () => {
      const onFinish = vi.fn();
      const rival: GamePlayer = { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false };
      render(
        <FencingGame
          players={[players[0]!, rival]}
          settings={{ ...settings, duration: 30 }}
          seed={3}
          onFinish={onFinish}
        />,
      );
      startBout();
      frames.run(31, 1000);
      expect(screen.getByText('Time!')).toBeInTheDocument();
      expect(screen.getByText('It’s a draw.')).toBeInTheDocument();
      expect(screen.getByRole('timer')).toHaveTextContent('0:00');
      expect(onFinish).toHaveBeenCalledTimes(1);
      expect(onFinish.mock.calls[0]![0]).toHaveLength(2);
    });
  });
});
