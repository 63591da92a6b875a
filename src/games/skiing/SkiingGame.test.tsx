import { fireEvent, render, screen } from '@testing-library/react';
import SkiingGame from './SkiingGame';
import { controlAnimationFrames } from '../../test/animationFrames';
import { renderStartedCounted } from '../../test/renderStarted';
import type { GamePlayer } from '../../../shared/games/core/types';
import { initGame } from '../../../shared/games/core/runner';
import { skiingRules } from '../../../shared/games/skiing/rules';
import { COUNTDOWN_MS } from '../../../shared/games/core/countdown';

const players: GamePlayer[] = [{ id: 'you', name: 'You', avatar: 'You', isAI: false }];
const settings = { duration: 90, difficulty: 'hard' as const, rounds: 1 };

let frames: ReturnType<typeof controlAnimationFrames>;
beforeEach(() => {
  frames = controlAnimationFrames();
});
afterEach(() => vi.restoreAllMocks());

/** Runs past the 3 s countdown to GO (the clock's first frame only sets its start). */
function countDown() {
  frames.run(1, 0);
  frames.run(1, COUNTDOWN_MS);
}

function renderStarted() {
  render(<SkiingGame players={players} settings={settings} seed={8} onFinish={vi.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Start Skiing!' }));
  countDown();
}

describe('SkiingGame', () => {
  it('shows the ready screen with the spec’s text and start button', () => {
    render(<SkiingGame players={players} settings={settings} seed={8} onFinish={vi.fn()} />);
    expect(
      screen.getByText('Use Arrow Keys to navigate the gates and reach the finish line!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Skiing!' })).toHaveFocus();
  });

  it('shows the time, the gates passed out of 20 and the slope with the next gate', () => {
    renderStarted();
    expect(screen.getByText('0.0 s')).toBeInTheDocument();
    expect(screen.getByText('Gates 0/20')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /next gate 1 is .*300 ahead/ })).toBeInTheDocument();
  });

  it('counts 3, 2, 1, GO! over the slope; steering is refused and the clock stays at 0 until GO', () => {
    render(<SkiingGame players={players} settings={settings} seed={8} onFinish={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Skiing!' }));
    const call = () => screen.queryByTestId('start-call')?.textContent;
    const right = screen.getByRole('button', { name: 'Steer right' });
    expect(call()).toBe('3');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(right).toHaveAttribute('aria-pressed', 'false');
    fireEvent.keyUp(window, { key: 'ArrowRight' });
    frames.run(1, 0);
    frames.run(11, 100);
    expect(call()).toBe('2');
    frames.run(10, 100);
    expect(call()).toBe('1');
    expect(screen.getByText('0.0 s')).toBeInTheDocument();
    frames.run(9, 100);
    expect(call()).toBe('GO!');
    expect(screen.getByText('0.0 s')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(right).toHaveAttribute('aria-pressed', 'true');
    frames.run(10, 100);
    expect(call()).toBeUndefined();
    expect(screen.getByText('1.0 s')).toBeInTheDocument();
  });

  it('holds a direction while an arrow key is down, and lets go on keyup', () => {
    renderStarted();
    const right = screen.getByRole('button', { name: 'Steer right' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(right).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyUp(window, { key: 'ArrowRight' });
    expect(right).toHaveAttribute('aria-pressed', 'false');
  });

  it('steers while an on-screen arrow is held, and stops on pointerup or cancel', () => {
    renderStarted();
    const left = screen.getByRole('button', { name: 'Steer left' });
    left.setPointerCapture = () => {};
    fireEvent.pointerDown(left, { pointerId: 1 });
    expect(left).toHaveAttribute('aria-pressed', 'true');
    fireEvent.pointerUp(left, { pointerId: 1 });
    expect(left).toHaveAttribute('aria-pressed', 'false');
    fireEvent.pointerDown(left, { pointerId: 2 });
    fireEvent.pointerCancel(left, { pointerId: 2 });
    expect(left).toHaveAttribute('aria-pressed', 'false');
  });

  it('lets go of the steering when the window loses focus', () => {
    renderStarted();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.blur(window);
    expect(screen.getByRole('button', { name: 'Steer left' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('leaves the ready screen’s keys alone, so the start button works by keyboard', () => {
    render(<SkiingGame players={players} settings={settings} seed={1} onFinish={vi.fn()} />);
    const start = screen.getByRole('button', { name: 'Start Skiing!' });
    expect(fireEvent.keyDown(start, { key: 'ArrowRight' })).toBe(true);
    expect(fireEvent.keyDown(start, { key: 'Enter' })).toBe(true);
  });

  describe('on the run', () => {
    /** Runs `count` animation frames, 50 ms apart: each is 3 of the rules' 1/60 s frames. */
    const runFrames = (count: number) => frames.run(count, 50);

    /** Started, and past the countdown: at GO. */
    const renderCounted = () => {
      const commits = renderStartedCounted(
        <SkiingGame players={players} settings={settings} seed={8} onFinish={vi.fn()} />,
        'Start Skiing!',
        frames,
        50,
      );
      frames.run(1, COUNTDOWN_MS);
      return commits;
    };

    it('paints the skier, the scroll, the time and the slope’s description on every frame', () => {
      renderCounted();
      fireEvent.keyDown(window, { key: 'ArrowRight' });
      runFrames(4); // 200 ms: 12 frames of the rules, 5 across and (steering) 4 down each
      const slope = screen.getByRole('img', { name: /^Slope/ });
      const [background, course, skier] = [...slope.children] as SVGGElement[];
      expect(background!.tagName).toBe('rect');
      // 48 down the slope: the course scrolls up by 48 − 150 under the skier, drawn over it at 150.
      expect(skier!.style.transform).toBe('translate(260px, 150px) rotate(-22deg)');
      expect(course!.style.transform).toBe('translateY(102px)');
      expect(screen.getByText('0.2 s')).toBeInTheDocument();
      expect(screen.getByText('40 km/h')).toBeInTheDocument();
      expect(slope.getAttribute('aria-label')).toMatch(
        /^Slope: next gate 1 is .*, 250 ahead\. Then gate 2, \d+ to the (left|right) of it\.$/,
      );

      fireEvent.keyUp(window, { key: 'ArrowRight' });
      runFrames(2);
      // Running straight builds speed: 6 frames of 4, 4.025, … 4.125 down, to 72.375.
      expect(skier!.style.transform).toBe('translate(260px, 150px) rotate(0deg)');
      expect(course!.style.transform).toBe('translateY(77.625px)');
      expect(screen.getByText('0.3 s')).toBeInTheDocument();
      expect(screen.getByText('42 km/h')).toBeInTheDocument();
    });

    it('writes on a frame only what moved: the scroll, not the skier running straight, the time by tenths', () => {
      const commits = renderCounted();
      const slope = screen.getByRole('img', { name: /^Slope/ });
      const [, course, skier] = [...slope.children] as SVGGElement[];
      const time = screen.getByText('0.0 s');
      runFrames(1); // the first frame after GO: everything is painted once
      // The course's and the skier's own style, and the time's text.
      const watched: [Node, MutationObserverInit][] = [
        [course!, { attributes: true }],
        [skier!, { attributes: true }],
        [time, { characterData: true, childList: true, subtree: true }],
      ];
      const observers = watched.map(([node, what]) => {
        const observer = new MutationObserver(() => {});
        observer.observe(node, what);
        return observer;
      });
      // 10 frames of 30 ms (each 3 of the rules' 10 ms steps): 300 ms straight down, with no render between.
      const before = commits.count;
      frames.run(10, 30);
      expect(commits.count).toBe(before);
      const [course_, skier_, time_] = observers.map((observer) => observer.takeRecords().length);
      observers.forEach((observer) => observer.disconnect());
      const writes = { course: course_, skier: skier_, time: time_ };
      expect(writes.course).toBe(10);
      expect(writes.skier).toBe(0);
      // From 0.05 s to 0.35 s: the tenths 0.1, 0.2 and 0.3, once each.
      expect(writes.time).toBe(3);
      expect(time).toHaveTextContent('0.3 s');
    });

    it('renders only when something discrete changes, not on every frame', () => {
      const commits = renderCounted();
      const before = commits.count;
      runFrames(6); // 300 ms downhill: no gate passed, the same batch of moguls
      expect(commits.count - before).toBe(0);
      expect(screen.getByText('0.3 s')).toBeInTheDocument();
      // 18 frames straight: 4.45 a frame, shown as 45 km/h (painted, not rendered).
      expect(screen.getByText('45 km/h')).toBeInTheDocument();

      // Steering is painted too: the skier's lean and the button's aria-pressed.
      fireEvent.keyDown(window, { key: 'ArrowLeft' });
      expect(screen.getByRole('button', { name: 'Steer left' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(commits.count - before).toBe(0);
      // 15 frames more, past 116 down: gate 2's flags come up over the slope's bottom edge, so the
      // look-ahead arrow moves on to gate 3.
      runFrames(5);
      expect(commits.count - before).toBe(1);
      fireEvent.keyUp(window, { key: 'ArrowLeft' });
      expect(screen.getByRole('button', { name: 'Steer left' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(commits.count - before).toBe(1);
    });

    it('follows the local skier in any seat, and paints the others’ markers every frame', () => {
      const rival: GamePlayer = { id: 'ai-1', name: 'Mei', avatar: 'Mei', isAI: true };
      const commits = renderStartedCounted(
        <SkiingGame
          players={[rival, ...players]}
          settings={settings}
          seed={8}
          onFinish={vi.fn()}
        />,
        'Start Skiing!',
        frames,
        50,
      );
      frames.run(1, COUNTDOWN_MS);
      const slope = screen.getByRole('img', { name: /^Slope/ });
      const course = slope.children[1]!;
      const marks = [...course.querySelectorAll('[data-testid="other-skier"]')] as SVGGElement[];
      expect(marks).toHaveLength(1);
      expect(marks[0]!.textContent).toBe('M');
      const skier = slope.children[2] as SVGGElement;
      expect(screen.getByRole('list', { name: 'Rivals' })).toHaveTextContent(
        'Mei · gate 0/20, 0 missed',
      );

      const before = commits.count;
      fireEvent.keyDown(window, { key: 'ArrowLeft' });
      runFrames(4); // 200 ms: 12 frames, 48 down
      // The local skier is the human's (seat 2), steered left; the rival's marker moves on its own.
      expect(skier.style.transform).toBe('translate(140px, 150px) rotate(22deg)');
      expect(marks[0]!.style.transform).toMatch(/^translate\([\d.]+px, 48px\)/);
      expect(commits.count - before).toBe(0);

      runFrames(21); // past the first gate: everyone's count changes
      expect(screen.getByText('Gates 1/20')).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Rivals' })).toHaveTextContent(/Mei · gate 1\/20/);
    });

    it('renders the gate passed or missed, and the count of gates', () => {
      renderCounted();
      runFrames(25); // 1.25 s: 75 frames, building from 4 down, reach the first gate at 300
      expect(screen.getByText('Gates 1/20')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: /^Slope: next gate 2 is / })).toBeInTheDocument();
    });

    it('marks where the first gate beyond the slope will come, and moves it on as gates come up', () => {
      renderCounted();
      const { gates } = initGame(skiingRules, players, settings, 8).skiers[0]!;
      const arrow = () => document.querySelector('[data-testid="look-ahead"] path')!;
      const at = (i: number) => `M${gates[i]!.x - 12} 466 h24 l-12 18 z`;
      // At the start gate 1 is on the slope and gate 2 (600 down) is not: the arrow stands at its x.
      expect(arrow().getAttribute('d')).toBe(at(1));
      runFrames(10); // 30 frames straight: 130.875 down, gate 2's flags are on the slope
      expect(arrow().getAttribute('d')).toBe(at(2));
      runFrames(15); // past gate 1: gate 3 is still the first one below the edge
      expect(screen.getByText('Gates 1/20')).toBeInTheDocument();
      expect(arrow().getAttribute('d')).toBe(at(2));
    });
  });
});
