import { fireEvent, render, screen } from '@testing-library/react';
import ArcheryGame from './ArcheryGame';
import { shotVerdict, WIND_WHILE_NOCKING } from './texts';
import type { GamePlayer } from '../../../shared/games/core/types';
import { controlAnimationFrames } from '../../test/animationFrames';
import { renderStartedCounted } from '../../test/renderStarted';
import { expectSecondPainted } from '../../test/secondPainted';

const players: GamePlayer[] = [{ id: 'you', name: 'You', avatar: 'You', isAI: false }];
const settings = { duration: 90, difficulty: 'easy' as const, rounds: 1 };

describe('ArcheryGame', () => {
  let frames: ReturnType<typeof controlAnimationFrames>;
  const runFrames = (count: number) => frames.run(count, 50);
  beforeEach(() => {
    frames = controlAnimationFrames();
  });
  afterEach(() => vi.restoreAllMocks());

  const renderStarted = () =>
    renderStartedCounted(
      <ArcheryGame players={players} settings={settings} seed={5} onFinish={vi.fn()} />,
      'Start Archery!',
      frames,
      50,
    );

  it('shows the ready screen with the spec’s text and start button', () => {
    render(<ArcheryGame players={players} settings={settings} seed={5} onFinish={vi.fn()} />);
    expect(screen.getByText('Aim carefully and account for wind effects!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Archery!' })).toHaveFocus();
  });

  it('paints the whole seconds left as they change, and renders nothing for time going by', () => {
    const commits = renderStarted();
    expect(screen.getByText('90s')).toBeInTheDocument();
    runFrames(1);
    for (let second = 0; second < 2; second++) {
      expectSecondPainted(
        () => runFrames(20),
        () => commits.count,
      );
    }
    expect(screen.getByText('88s')).toBeInTheDocument();
  });

  it('renders a shot, the nocking second and the return to aiming', () => {
    const commits = renderStarted();
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Nocking…' })).toBeDisabled();
    expect(screen.getByText(/^Your arrow scored \d+\. Total \d+\.$/)).toBeInTheDocument();
    const shot = commits.count;
    runFrames(19); // 950 ms
    expect(commits.count).toBe(shot);
    runFrames(2); // back to aiming after 1 s, in a new wind, with a second less
    expect(screen.getByRole('button', { name: 'Shoot' })).toBeEnabled();
    expect(commits.count).toBe(shot + 1);
  });

  it('shows no wind while nocking (the last arrow’s has flown), then the next arrow’s', () => {
    renderStarted();
    const windShown = () =>
      ['Wind horizontal', 'Wind vertical'].map(
        (label) => screen.getByText(label).nextElementSibling?.textContent,
      );
    const before = windShown();
    expect(before.every((text) => /^[+-]?\d+\.\d( [←→↑↓])?$/.test(text ?? ''))).toBe(true);
    expect(before.some((text) => text?.startsWith('-0.0'))).toBe(false);
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Nocking…' })).toBeDisabled();
    expect(windShown()).toEqual([WIND_WHILE_NOCKING, WIND_WHILE_NOCKING]);
    runFrames(21); // back to aiming after 1 s, in the next arrow's wind
    expect(screen.getByRole('button', { name: 'Shoot' })).toBeEnabled();
    const after = windShown();
    expect(after.every((text) => /^[+-]?\d+\.\d( [←→↑↓])?$/.test(text ?? ''))).toBe(true);
    expect(after).not.toEqual(before);
  });

  it('moves the crosshair by paint as the aim moves, without rendering', () => {
    const commits = renderStarted();
    const target = screen.getByRole('img', { name: /^Archery target/ });
    const crosshairAt = () => {
      const [, x, y] = /Crosshair at (-?\d+), (-?\d+)/.exec(target.getAttribute('aria-label')!)!;
      return { x: Number(x), y: Number(y) };
    };
    const crosshair = target.lastElementChild as SVGGElement;
    const before = crosshairAt();
    const started = commits.count;
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(crosshairAt()).toEqual({ x: before.x - 10, y: before.y - 5 });
    const [, x, y] = /translate\((.+)px, (.+)px\)/.exec(crosshair.style.transform)!;
    expect(Math.round(Number(x))).toBe(before.x - 10);
    expect(Math.round(Number(y))).toBe(before.y - 5);
    expect(commits.count).toBe(started);
  });

  it('paints the sway ring: wide when aiming begins, closing as the bow steadies, gone after 2 s', () => {
    renderStarted();
    const ring = screen.getByRole('img', { name: /^Archery target/ }).querySelector('[data-sway]')!;
    const radius = () => Number(ring.getAttribute('r'));
    const first = radius();
    expect(first).toBeGreaterThan(150);
    runFrames(10); // 0.5 s
    expect(radius()).toBeLessThan(first);
    expect(radius()).toBeGreaterThan(0);
    runFrames(31); // past 2 s
    expect(radius()).toBe(0);
    // A shot: the ring opens wide again when the archer is back to aiming.
    fireEvent.keyDown(window, { key: ' ' });
    runFrames(21);
    expect(radius()).toBeGreaterThan(150);
  });
});

describe('shotVerdict', () => {
  it('says a bullseye, a hit of n points or a miss', () => {
    expect([10, 7, 1, 0].map(shotVerdict)).toEqual([
      'Bullseye! 10 points',
      'Hit: 7 points',
      'Hit: 1 point',
      'Missed the target',
    ]);
  });
});
