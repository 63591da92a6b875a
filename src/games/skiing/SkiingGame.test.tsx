import { fireEvent, render, screen } from '@testing-library/react';
import SkiingGame from './SkiingGame';
import type { GamePlayer } from '../core/types';

const players: GamePlayer[] = [{ id: 'you', name: 'You', avatar: 'You', isAI: false }];
const settings = { duration: 90, difficulty: 'hard' as const, rounds: 1 };

function renderStarted() {
  render(<SkiingGame players={players} settings={settings} seed={8} onFinish={vi.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Start Skiing!' }));
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
    expect(screen.getByText('0.00 s')).toBeInTheDocument();
    expect(screen.getByText('Gates 0/20')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /next gate 1 is .*300 ahead/ })).toBeInTheDocument();
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
});
