import { fireEvent, render, screen } from '@testing-library/react';
import WeightliftingGame from './WeightliftingGame';
import type { GamePlayer } from '../core/types';

const players: GamePlayer[] = [{ id: 'you', name: 'You', avatar: 'You', isAI: false }];
const settings = { duration: 120, difficulty: 'medium' as const, rounds: 1 };

function renderStarted() {
  const onFinish = vi.fn();
  render(<WeightliftingGame players={players} settings={settings} seed={5} onFinish={onFinish} />);
  fireEvent.click(screen.getByRole('button', { name: 'Start Lifting!' }));
  return { onFinish };
}

describe('WeightliftingGame', () => {
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
    fireEvent.click(liftButton);
    fireEvent.click(liftButton);
    expect(screen.getByRole('progressbar', { name: 'Lift bar' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    expect(screen.getByRole('button', { name: 'HOLD!' })).toBeDisabled();
  });

  it('a full bar moves to the hold: HOLD! is enabled and a hold shows the result message', () => {
    renderStarted();
    for (let i = 0; i < 20; i++) fireEvent.click(screen.getByRole('button', { name: 'LIFT!' }));
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

  it('lists a rival in the room, who lifts when you do', () => {
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
    const rivals = screen.getByRole('list', { name: 'Rivals' });
    expect(rivals).toHaveTextContent('Amara · 0 kg');
    for (let i = 0; i < 20; i++) fireEvent.click(screen.getByRole('button', { name: 'LIFT!' }));
    fireEvent.click(screen.getByRole('button', { name: 'HOLD!' }));
    expect(rivals).toHaveTextContent(/Amara · (0|100) kg \(100 [✓✗]\)/);
  });

  it('Space mashes while lifting', () => {
    renderStarted();
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: ' ', repeat: true });
    expect(screen.getByRole('progressbar', { name: 'Lift bar' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
  });

  it('leaves the ready screen’s keys alone, so the start button works by keyboard', () => {
    render(<WeightliftingGame players={players} settings={settings} seed={1} onFinish={vi.fn()} />);
    const start = screen.getByRole('button', { name: 'Start Lifting!' });
    expect(fireEvent.keyDown(start, { key: ' ' })).toBe(true);
    expect(fireEvent.keyDown(start, { key: 'Enter' })).toBe(true);
  });
});
