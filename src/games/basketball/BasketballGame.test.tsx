import { act, fireEvent, render, screen, within } from '@testing-library/react';
import BasketballGame from './BasketballGame';
import type { GamePlayer } from '../../../shared/games/core/types';
import { advance, initGame, perform } from '../../../shared/games/core/runner';
import { ballAt, launch } from '../../../shared/games/basketball/physics';
import { basketballRules } from '../../../shared/games/basketball/rules';
import { HOLD_TO_SHOOT } from './messages';
import { controlAnimationFrames } from '../../test/animationFrames';
import { renderStartedCounted } from '../../test/renderStarted';
import { expectSecondPainted } from '../../test/secondPainted';

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

  it('paints the whole seconds left as they change, and renders nothing for time going by', () => {
    const commits = renderStarted();
    runFrames(1);
    for (let second = 0; second < 2; second++) {
      expectSecondPainted(
        () => runFrames(20),
        () => commits.count,
      );
    }
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

  it('a click too short to charge is not a shot: SHOOT again, no shot counted, and it says to hold', () => {
    renderStarted();
    fireEvent.keyDown(window, { key: ' ' });
    runFrames(2); // 100 ms: 10 %, under the 20 % a shot needs
    fireEvent.keyUp(window, { key: ' ' });
    expect(screen.getByRole('button', { name: 'SHOOT' })).toBeInTheDocument();
    expect(screen.getByTestId('shot-result')).toHaveTextContent(HOLD_TO_SHOOT);
    expect(screen.getByTestId('shot-result')).toBeVisible();
    expect(screen.getByText('0 shots')).toBeInTheDocument();
    // Holding again clears the hint.
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByTestId('shot-result')).toHaveTextContent('');
  });

  it('shows every shot’s result: Swish! +2 as it drops in, Short! More power when it lands short', () => {
    renderStarted();
    const result = () => screen.getByTestId('shot-result');
    fireEvent.keyDown(window, { key: ' ' });
    runFrames(14); // 70 % at 45°: in
    fireEvent.keyUp(window, { key: ' ' });
    expect(result()).toHaveTextContent('');
    runFrames(20); // 1 s: it has dropped in
    expect(result()).toHaveTextContent('Swish! +2');
    expect(result()).toBeVisible();
    runFrames(40); // landed and reset: still says how the last shot went
    expect(screen.getByRole('button', { name: 'SHOOT' })).toBeInTheDocument();
    expect(result()).toHaveTextContent('Swish! +2');

    fireEvent.keyDown(window, { key: ' ' });
    runFrames(10); // 50 %: short
    fireEvent.keyUp(window, { key: ' ' });
    runFrames(40);
    expect(result()).toHaveTextContent('Short! More power');
    expect(screen.getByText('Short! More power.')).toBeInTheDocument(); // and heard
  });

  it('counts every arrow key, also those pressed before the last one rendered (a held key repeats)', () => {
    renderStarted();
    const angle = screen.getByRole('slider', { name: /^Angle/ });
    expect(angle).toHaveValue('45');
    // Three presses in one go: the view has not rendered the first when the next comes.
    act(() => {
      fireEvent.keyDown(window, { key: 'ArrowUp' });
      fireEvent.keyDown(window, { key: 'ArrowUp', repeat: true });
      fireEvent.keyDown(window, { key: 'ArrowUp', repeat: true });
    });
    expect(angle).toHaveValue('48');
  });

  it('marks the sweet spot for the angle on the power bar, and moves it with the angle', () => {
    renderStarted();
    const band = () => screen.getByTestId('sweet-spot');
    expect(band()).toHaveAccessibleName('Sweet spot 65–75%');
    expect(band().style.left).toBe('62.5%');
    expect(band().style.width).toBe('15%');
    for (let i = 0; i < 10; i++) {
      fireEvent.keyDown(window, { key: 'ArrowDown' });
      runFrames(1);
    }
    // Nothing scores at 35° (nor below, nor above 67°); 40° scores at 80–85.
    expect(screen.queryByTestId('sweet-spot')).toBeNull();
    expect(screen.getByText('No power scores at 35°: raise the angle.')).toBeInTheDocument();
    for (let i = 0; i < 5; i++) {
      fireEvent.keyDown(window, { key: 'ArrowUp' });
      runFrames(1);
    }
    expect(band()).toHaveAccessibleName('Sweet spot 80–85%');
  });
});

// Whole seconds of game time through React: a busy machine may need more than the default 5 s.
describe('BasketballGame with three AI opponents', { timeout: 20_000 }, () => {
  const four: GamePlayer[] = [
    { id: 'you', name: 'You', avatar: 'You', isAI: false },
    { id: 'ai-1', name: 'Tariq', avatar: 'Tariq', isAI: true },
    { id: 'ai-2', name: 'Min-jun', avatar: 'Min-jun', isAI: true },
    { id: 'ai-3', name: 'Chloé', avatar: 'Chloé', isAI: true },
  ];
  const medium = { duration: 90, difficulty: 'medium' as const, rounds: 1 };
  let frames: ReturnType<typeof controlAnimationFrames>;
  beforeEach(() => {
    frames = controlAnimationFrames();
  });
  afterEach(() => vi.restoreAllMocks());

  const renderFour = () =>
    renderStartedCounted(
      <BasketballGame players={four} settings={medium} seed={5} onFinish={vi.fn()} />,
      'Start Shooting!',
      frames,
      50,
    );
  /** The same game, headless: `ms` of game time after the start. */
  const rulesAt = (ms: number) =>
    advance(
      basketballRules,
      perform(basketballRules, initGame(basketballRules, four, medium, 5), 'you', {
        type: 'start',
      }),
      ms,
    );
  const court = () => screen.getByRole('img', { name: /^Basketball court/ });
  const ballOf = (id: string) =>
    court().querySelector<SVGGElement>(`[data-shooter="${id}"] [data-ball]`);

  it('lists all four shooters and draws every ball in the air where the rules have it', () => {
    renderFour();
    const rows = within(screen.getByRole('region', { name: 'Scores' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(court()).toHaveAccessibleName(/4 shooters/);
    // Yours, in hand, tagged 'You'.
    expect(ballOf('you')).toHaveAttribute('data-ball', 'yours');
    expect(ballOf('you')).toHaveTextContent('You');

    const seen = new Set<string>();
    let game = rulesAt(0);
    for (let frame = 1; frame <= 80; frame++) {
      frames.run(1, 100);
      game = advance(basketballRules, game, 100);
      for (const shooter of game.shooters) {
        const ball = ballOf(shooter.player.id);
        if (!shooter.player.isAI) continue;
        if (!shooter.ball) {
          expect(ball).toBeNull();
          continue;
        }
        seen.add(shooter.player.id);
        const at = ballAt(shooter.ball, shooter.flightMs);
        expect(ball).toHaveAttribute('data-ball', 'opponent');
        expect(ball!.style.transform).toBe(`translate(${at.x * 80}px, ${(5 - at.y) * 80}px)`);
      }
    }
    expect([...seen].sort()).toEqual(['ai-1', 'ai-2', 'ai-3']); // 8 s: each has shot
  });

  it('an opponent’s basket flashes on the court and on their score', () => {
    renderFour();
    let frame = 0;
    while (!document.querySelector('li[data-scored]') && frame < 400) {
      frames.run(1, 100);
      frame++;
    }
    const scorer = rulesAt(frame * 100).shooters.find((s) => s.scored)!;
    expect(scorer.player.isAI).toBe(true);
    const row = document.querySelector('li[data-scored]')!;
    expect(row).toHaveTextContent(scorer.player.name);
    expect(row).toHaveTextContent('+2');
    expect(court().querySelector(`[data-scorer="${scorer.player.id}"]`)).toHaveTextContent(
      `${scorer.player.name} +2`,
    );
    // The flash ends with the shot's reset.
    frames.run(30, 100);
    expect(court().querySelector(`[data-scorer="${scorer.player.id}"]`)).toBeNull();
  });

  it('brings the SHOOT button on screen when the game starts, scrolling no further than that', () => {
    const scroll = vi.fn();
    const jsdomScroll = Element.prototype.scrollIntoView; // jsdom has none
    Element.prototype.scrollIntoView = scroll;
    try {
      renderFour();
      expect(scroll).toHaveBeenCalledTimes(1);
      expect(scroll).toHaveBeenCalledWith({ block: 'nearest' });
      expect(scroll.mock.contexts[0]).toBe(screen.getByRole('button', { name: 'SHOOT' }));
      frames.run(20, 50);
      expect(scroll).toHaveBeenCalledTimes(1);
    } finally {
      Element.prototype.scrollIntoView = jsdomScroll;
    }
  });
});
