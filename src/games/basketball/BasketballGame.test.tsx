import { fireEvent, render, screen } from '@testing-library/react';
import BasketballGame from './BasketballGame';
import type { GamePlayer } from '../core/types';
import { ballAt, launch } from './physics';
import { controlAnimationFrames } from '../../test/animationFrames';
import { renderStartedCounted } from '../../test/renderStarted';

const players: GamePlayer[] = [{ id: 'you', name: 'You', avatar: 'You', isAI: false }];
const settings = { duration: 60, difficulty: 'easy' as const, rounds: 1 };

describe('BasketballGame', () => {
  let frames: ReturnType<typeof controlAnimationFrames>;
  /** Runs `count` animation frames, 50 ms apart (one power step each while charging). */
  const runFrames = (count: number) => frames.run(count, 50);
  beforeEach(() => {
    frames = controlAnimationFrames();
  });
  afterEach(() => vi.restoreAllMocks());

  const renderStarted = () =>
    renderStartedCounted(
      <BasketballGame players={players} settings={settings} seed={3} onFinish={vi.fn()} />,
      'Start Shooting!',
      frames,
      50,
    );

  it('shows the ready screen with the spec’s text and start button', () => {
    render(<BasketballGame players={players} settings={settings} seed={3} onFinish={vi.fn()} />);
    expect(screen.getByText('Hold to charge power, release to shoot!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Shooting!' })).toHaveFocus();
  });

  it('paints the power while the shot charges, without rendering the view', () => {
    const commits = renderStarted();
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Charging!' })).toBeInTheDocument();
    const charging = commits.count;
    runFrames(14); // 700 ms: 70 %
    const meter = screen.getByRole('progressbar', { name: /^Power/ });
    expect(meter).toHaveAttribute('aria-valuenow', '70');
    expect((meter.firstElementChild as HTMLElement).style.width).toBe('70%');
    expect(screen.getByText('70%')).toBeInTheDocument();
    expect(commits.count).toBe(charging);
  });

  it('paints the ball and its trail in flight; renders the shot’s steps and the basket', () => {
    const commits = renderStarted();
    fireEvent.keyDown(window, { key: ' ' });
    runFrames(14);
    fireEvent.keyUp(window, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Wait...' })).toBeInTheDocument();
    const released = commits.count;
    runFrames(4); // 200 ms of flight
    const court = screen.getByRole('img', { name: /^Basketball court/ });
    const trail = court.querySelector('polyline')!;
    const ball = trail.nextElementSibling as SVGGElement;
    const at = ballAt(launch(70, 45), 200);
    expect(ball.style.transform).toBe(`translate(${at.x * 80}px, ${(5 - at.y) * 80}px)`);
    expect(trail.getAttribute('points')!.split(' ')).toHaveLength(6); // 0, 40, … 200 ms
    expect(commits.count - released).toBeLessThanOrEqual(1); // the ball leaves the hand

    runFrames(30); // 45° at 70 % scores
    expect(screen.getByText('+2')).toBeInTheDocument();
    expect(screen.getByText('Basket! You have 2 points.')).toBeInTheDocument();
    expect(commits.count - released).toBeLessThanOrEqual(5);
  });
});
