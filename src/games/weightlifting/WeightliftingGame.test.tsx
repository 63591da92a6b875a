import { fireEvent, render, screen } from '@testing-library/react';
import WeightliftingGame from './WeightliftingGame';
import { SLOW_HINT } from '../../../shared/games/weightlifting/constants';
import { LIFT_PROMPT } from './texts';
import type { GamePlayer } from '../../../shared/games/core/types';
import { controlAnimationFrames } from '../../test/animationFrames';
import { renderStartedCounted } from '../../test/renderStarted';
import { GameSourceContext, type GameSourceBinder } from '../core/gameSource';
import { LocalGameSource } from '../core/localGameSource';

const players: GamePlayer[] = [{ id: 'you', name: 'You', avatar: 'You', isAI: false }];
const settings = { duration: 120, difficulty: 'medium' as const, rounds: 1 };

function renderStarted() {
  const onFinish = vi.fn();
  render(<WeightliftingGame players={players} settings={settings} seed={5} onFinish={onFinish} />);
  fireEvent.click(screen.getByRole('button', { name: 'Start Lifting!' }));
  return { onFinish };
}

/** 70 ms between presses: a quick hand, under the rules' ceiling of 15 presses a second. */
const PRESS_GAP_MS = 70;

describe('WeightliftingGame', () => {
  let frames: ReturnType<typeof controlAnimationFrames>;
  beforeEach(() => {
    frames = controlAnimationFrames();
  });
  afterEach(() => vi.restoreAllMocks());

  /** Mashes LIFT! at a quick hand's pace until the bar is full (the first frame starts the clock). */
  const fillBar = () => {
    frames.run(1, 0);
    const lift = screen.getByRole('button', { name: 'LIFT!' });
    for (let i = 0; i < 60 && !(lift as HTMLButtonElement).disabled; i++) {
      fireEvent.click(lift);
      if (!(lift as HTMLButtonElement).disabled) frames.run(1, PRESS_GAP_MS);
    }
  };

  it('shows the ready screen with the spec’s text and start button', () => {
    render(<WeightliftingGame players={players} settings={settings} seed={5} onFinish={vi.fn()} />);
    expect(
      screen.getByText('Mash the button to lift, then time your hold perfectly!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Lifting!' })).toHaveFocus();
  });

  it('shows attempt 1/3, the total and the weight, then fills the lift bar 5 per press', () => {
    renderStarted();
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.getByText('0 kg')).toBeInTheDocument();
    expect(screen.getByText('100 kg')).toBeInTheDocument();
    const liftButton = screen.getByRole('button', { name: 'LIFT!' });
    frames.run(1, 0);
    fireEvent.click(liftButton);
    frames.run(1, PRESS_GAP_MS);
    fireEvent.click(liftButton);
    // A third press at the same instant is over the 15-a-second ceiling: it does not count.
    fireEvent.click(liftButton);
    expect(screen.getByRole('progressbar', { name: 'Lift bar' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    expect(screen.getByRole('button', { name: 'HOLD!' })).toBeDisabled();
  });

  it('a full bar moves to the hold: HOLD! is enabled and a hold shows the result message', () => {
    renderStarted();
    fillBar();
    expect(screen.getByRole('button', { name: 'LIFT!' })).toBeDisabled();
    const meter = screen.getByRole('meter', { name: 'Hold marker' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    fireEvent.click(screen.getByRole('button', { name: 'HOLD!' }));
    // The marker is at 0 and every target is 10..90: only a target of 10 is in reach.
    const target = Number(/target (\d+)/.exec(meter.getAttribute('aria-valuetext') ?? '')![1]);
    expect(
      screen.getByText(target <= 10 ? 'Success! 100kg lifted!' : 'Failed to hold!'),
    ).toBeInTheDocument();
  });

  it('shows the hold’s grade on screen, not only to a screen reader', () => {
    renderStarted();
    fillBar();
    const meter = screen.getByRole('meter', { name: 'Hold marker' });
    const target = Number(/target (\d+)/.exec(meter.getAttribute('aria-valuetext') ?? '')![1]);
    // The marker runs 2 per 20 ms from 0 (even values only): within 1 of the target after this long.
    frames.run(1, Math.floor(target / 2) * 20);
    expect(meter).toHaveAttribute('aria-valuenow', String(Math.floor(target / 2) * 2));
    fireEvent.click(screen.getByRole('button', { name: 'HOLD!' }));
    expect(screen.getByText('Success! 100kg lifted!')).toBeVisible();
    const grade = screen.getByTestId('hold-grade');
    expect(grade).toHaveTextContent(/^Perfect hold!$/);
    expect(grade.closest('[aria-live]')).toBeNull();
  });

  it('shows what the lift is worth: the full weight for 8 s, then a share; a slow lift says what it counted', () => {
    renderStarted();
    frames.run(1, 0);
    const worth = screen.getByTestId('lift-worth');
    expect(worth).toHaveTextContent('Full 100 kg: 8 s');
    frames.run(50, 100);
    expect(worth).toHaveTextContent('Full 100 kg: 3 s');
    frames.run(70, 100);
    // 12 s into the attempt: a bar up now is worth 8/12 of the weight.
    expect(worth).toHaveTextContent('Worth 66 of 100 kg');
    fillBar();
    const meter = screen.getByRole('meter', { name: 'Hold marker' });
    const target = Number(/target (\d+)/.exec(meter.getAttribute('aria-valuetext') ?? '')![1]);
    frames.run(1, Math.floor(target / 2) * 20);
    fireEvent.click(screen.getByRole('button', { name: 'HOLD!' }));
    const lifted = Number(
      /^Success! (\d+)kg lifted!/.exec(
        screen.getByText(/^Success! \d+kg lifted!$/).textContent!,
      )![1],
    );
    expect(lifted).toBeGreaterThan(50);
    expect(lifted).toBeLessThan(66);
    expect(screen.getByTestId('hold-grade')).toHaveTextContent(
      new RegExp(
        `^Perfect hold! ${lifted} of 100 kg lifted \\(bar up in 1\\d\\.\\d s\\): up within 8 s lifts it all\\.$`,
      ),
    );
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent(`${lifted} kg`);
  });

  it('paints LIFT! presses and the frames between them without rendering the view: only a change it renders does', () => {
    const commits = renderStartedCounted(
      <WeightliftingGame players={players} settings={settings} seed={5} onFinish={vi.fn()} />,
      'Start Lifting!',
      frames,
      0,
    );
    frames.run(1, 100);
    const lift = screen.getByRole('button', { name: 'LIFT!' });
    const bar = screen.getByRole('progressbar', { name: 'Lift bar' });
    const countdown = screen.getByRole('progressbar', { name: 'Attempt time' });
    const lifter = screen.getByRole('img', { name: /^Lifter with 100 kg/ });
    const rendersBefore = commits.count;
    for (let i = 0; i < 15; i++) {
      fireEvent.click(lift);
      frames.run(1, PRESS_GAP_MS);
    }
    // 15 presses of 5, less 10 ticks of decay (2), 1.15 s into the attempt's 38 s.
    expect(bar).toHaveAttribute('aria-valuenow', '55');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('55%');
    expect(screen.getByText('55%')).toBeInTheDocument();
    expect(lifter).toHaveAccessibleName('Lifter with 100 kg, barbell 39% of the way up.');
    expect(screen.getByText('Time left').nextElementSibling).toHaveTextContent(/^37 s$/);
    expect(countdown).toHaveAttribute('aria-valuenow', '37');
    expect(countdown).toHaveAttribute('aria-valuetext', '37 seconds left');
    expect((countdown.firstElementChild as HTMLElement).style.width).toBe('97%');
    expect(screen.getByTestId('lift-worth')).toHaveTextContent(/^Full 100 kg: 7 s$/);
    expect(commits.count).toBe(rendersBefore);
    // The bar up is rendered (the hold begins); then the marker runs, painted.
    for (let i = 0; i < 20 && !(lift as HTMLButtonElement).disabled; i++) {
      fireEvent.click(lift);
      if (!(lift as HTMLButtonElement).disabled) frames.run(1, PRESS_GAP_MS);
    }
    expect(commits.count).toBeGreaterThan(rendersBefore);
    const meter = screen.getByRole('meter', { name: 'Hold marker' });
    const target = Number(/target (\d+)/.exec(meter.getAttribute('aria-valuetext') ?? '')![1]);
    const holdingFrom = commits.count;
    frames.run(5, 20);
    expect(meter).toHaveAttribute('aria-valuenow', '10');
    expect(meter).toHaveAttribute(
      'aria-valuetext',
      `Marker at 10, target ${target}, hold within 10`,
    );
    expect((meter.lastElementChild as HTMLElement).style.left).toBe('10%');
    expect(commits.count).toBe(holdingFrom);
    // The attempt's result is rendered.
    fireEvent.click(screen.getByRole('button', { name: 'HOLD!' }));
    expect(commits.count).toBeGreaterThan(holdingFrom);
    expect(
      screen.getByText(target <= 20 ? 'Success! 100kg lifted!' : 'Failed to hold!'),
    ).toBeVisible();
  });

  it('paints the lifter it shows for a viewer whose seat is not ‘you’', () => {
    // This device's inputs still go to the 'you' seat (LocalGameSource); its viewer has no seat, so it is
    // shown the first seat's lifter.
    const watcher: GameSourceBinder = {
      me: 'watcher',
      bind: (rules, createState) => new LocalGameSource(rules, createState()),
    };
    const rival: GamePlayer = { id: 'ai-1', name: 'Amara', avatar: 'Amara', isAI: true };
    const commits = renderStartedCounted(
      <GameSourceContext.Provider value={watcher}>
        <WeightliftingGame
          players={[...players, rival]}
          settings={settings}
          seed={5}
          onFinish={vi.fn()}
        />
      </GameSourceContext.Provider>,
      'Start Lifting!',
      frames,
      0,
    );
    frames.run(1, 100);
    const rendersBefore = commits.count;
    for (let i = 0; i < 15; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'LIFT!' }));
      frames.run(1, PRESS_GAP_MS);
    }
    expect(screen.getByRole('progressbar', { name: 'Lift bar' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    expect(screen.getByText('Time left').nextElementSibling).toHaveTextContent(/^37 s$/);
    expect(commits.count).toBe(rendersBefore);
    expect(screen.getByRole('list', { name: 'Rivals' })).toHaveTextContent(
      'Amara · 0 kg · attempt 1/3: 100 kg',
    );
  });

  it('Space mashes while lifting', () => {
    renderStarted();
    frames.run(1, 0);
    fireEvent.keyDown(window, { key: ' ' });
    frames.run(1, PRESS_GAP_MS);
    fireEvent.keyDown(window, { key: ' ' });
    frames.run(1, PRESS_GAP_MS);
    // A held key's repeats are not presses: 2 × 5, less one 100 ms tick of decay (2).
    fireEvent.keyDown(window, { key: ' ', repeat: true });
    expect(screen.getByRole('progressbar', { name: 'Lift bar' })).toHaveAttribute(
      'aria-valuenow',
      '8',
    );
  });

  it('leaves the ready screen’s keys alone, so the start button works by keyboard', () => {
    render(<WeightliftingGame players={players} settings={settings} seed={1} onFinish={vi.fn()} />);
    const start = screen.getByRole('button', { name: 'Start Lifting!' });
    expect(fireEvent.keyDown(start, { key: ' ' })).toBe(true);
    expect(fireEvent.keyDown(start, { key: 'Enter' })).toBe(true);
  });

  describe('as time passes', () => {
    /** Game time in frames of 100 ms (the first frame only starts the clock). */
    const runFor = (ms: number) => frames.run(ms / 100, 100);
    const timeLeft = () => screen.getByText('Time left').nextElementSibling;
    const heard = () => document.querySelector('[aria-live]')?.textContent;

    it('lists a rival in the room, who lifts on its own time, not when you do', () => {
      const rival: GamePlayer = { id: 'ai-1', name: 'Amara', avatar: 'Amara', isAI: true };
      render(
        <WeightliftingGame
          players={[...players, rival]}
          settings={settings}
          seed={5}
          onFinish={vi.fn()}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Start Lifting!' }));
      frames.run(1, 100);
      const rivals = screen.getByRole('list', { name: 'Rivals' });
      expect(rivals).toHaveTextContent('Amara · 0 kg · attempt 1/3: 100 kg');
      fillBar();
      fireEvent.click(screen.getByRole('button', { name: 'HOLD!' }));
      expect(rivals).toHaveTextContent('Amara · 0 kg · attempt 1/3: 100 kg');
      // A medium rival's attempt takes at most 12 s.
      runFor(12_000);
      // A lift over 8 s counts a share of the weight: '77 of 100 ✓'.
      expect(rivals).toHaveTextContent(/^Amara · \d+ kg \((\d+ of )?100 [✓✗]\) · attempt /);
    });

    it('counts the attempt’s time down: whole seconds and a shrinking bar', () => {
      renderStarted();
      frames.run(1, 100);
      // 120 s: (120 − 3 × 2) / 3 = 38 s an attempt.
      expect(timeLeft()).toHaveTextContent('38 s');
      const bar = screen.getByRole('progressbar', { name: 'Attempt time' });
      expect(bar).toHaveAttribute('aria-valuetext', '38 seconds left');
      expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
      runFor(19_000);
      expect(timeLeft()).toHaveTextContent('19 s');
      expect((bar.firstElementChild as HTMLElement).style.width).toBe('50%');
    });

    it('tells a lifter whose bar is not rising to click faster, on screen and once in the live region', () => {
      renderStarted();
      frames.run(1, 100);
      const hint = SLOW_HINT;
      const onScreen = { selector: 'p:not([aria-live]) > span' };
      expect(heard()).toBe('Attempt 1 of 3: 100 kg. Lift!');
      runFor(500);
      expect(screen.queryByText(hint, onScreen)).not.toBeInTheDocument();
      runFor(600);
      expect(screen.getByText(hint, onScreen)).toBeInTheDocument();
      expect(heard()).toBe(hint);
      // Ten presses a second raise the bar: once it has shown 1.5 s, the hint goes (the live region has
      // said it).
      for (let i = 0; i < 10; i++) {
        fireEvent.click(screen.getByRole('button', { name: 'LIFT!' }));
        runFor(100);
      }
      expect(screen.getByText(hint, onScreen)).toBeInTheDocument();
      for (let i = 0; i < 6; i++) {
        fireEvent.click(screen.getByRole('button', { name: 'LIFT!' }));
        runFor(100);
      }
      expect(screen.queryByText(hint, onScreen)).not.toBeInTheDocument();
      expect(screen.getByText(LIFT_PROMPT)).toBeInTheDocument();
    });

    it('fails the attempt with ‘Time!’ when its time runs out', () => {
      renderStarted();
      frames.run(1, 100);
      runFor(37_900);
      expect(screen.queryByText('Time!')).not.toBeInTheDocument();
      runFor(100);
      expect(screen.getByText('Time!')).toBeInTheDocument();
      expect(heard()).toBe('Time! Total 0 kg.');
      expect(screen.getByRole('list', { name: 'Attempts' })).toHaveTextContent('100 kg ⏱ time');
      runFor(2000);
      expect(screen.getByText('2/3')).toBeInTheDocument();
      expect(timeLeft()).toHaveTextContent('38 s');
    });
  });
});
