import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameScreen } from './GameScreen';
import type { ActiveGame } from '../session/sessionState';

const active: ActiveGame = {
  playId: 1,
  seed: 5,
  players: [{ id: 'you', name: 'You', avatar: 'You', isAI: false }],
  settings: { difficulty: 'medium', duration: 60, rounds: 1 },
  room: {
    id: 'r',
    name: 'Swimming Practice',
    sport: 'swimming',
    mode: 'single',
    maxPlayers: 4,
    currentPlayers: [],
    status: 'playing',
    hostId: 'you',
    settings: { difficulty: 'medium', duration: 60, rounds: 1 },
    type: 'private',
  },
};

describe('GameScreen', () => {
  it("says exactly 'Error: No active game.' without an active game", async () => {
    const onLeave = vi.fn();
    const user = userEvent.setup();
    render(<GameScreen active={null} onFinish={vi.fn()} onLeave={onLeave} />);
    expect(screen.getByRole('heading').textContent).toBe('Error: No active game.');
    await user.click(screen.getByRole('button', { name: 'Back to Lobby' }));
    expect(onLeave).toHaveBeenCalled();
  });

  it("says exactly 'Game not found' for an unknown sport", () => {
    render(<GameScreen active={active} sport="chess" onFinish={vi.fn()} onLeave={vi.fn()} />);
    expect(screen.getByRole('heading').textContent).toBe('Game not found');
  });

  it('loads the sport’s game lazily under a header with Leave game', async () => {
    const onLeave = vi.fn();
    const user = userEvent.setup();
    render(<GameScreen active={active} onFinish={vi.fn()} onLeave={onLeave} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Swimming' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Start Swimming!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave game' }));
    expect(onLeave).toHaveBeenCalled();
  });

  it('says on the ready screen the level its AI seats play at, and nothing of AI without any', async () => {
    const withAI: ActiveGame = {
      ...active,
      players: [...active.players, { id: 'ai-1', name: 'Mei', avatar: 'Mei', isAI: true }],
      settings: { ...active.settings, difficulty: 'hard' },
    };
    render(<GameScreen active={withAI} onFinish={vi.fn()} onLeave={vi.fn()} />);
    await screen.findByRole('button', { name: 'Start Swimming!' }, { timeout: 5000 });
    expect(screen.getByTestId('ai-level')).toHaveTextContent(/^AI: Hard$/);
    cleanup();
    render(<GameScreen active={active} onFinish={vi.fn()} onLeave={vi.fn()} />);
    await screen.findByRole('button', { name: 'Start Swimming!' }, { timeout: 5000 });
    expect(screen.queryByTestId('ai-level')).toBeNull();
  });

  it('keeps the game’s transition and animation events from reaching React’s root listener', async () => {
    render(<GameScreen active={active} onFinish={vi.fn()} onLeave={vi.fn()} />);
    const start = await screen.findByRole('button', { name: 'Start Swimming!' }, { timeout: 5000 });
    const heard: string[] = [];
    const listen = (event: Event) => heard.push(event.type);
    for (const type of ['transitionend', 'animationend', 'click'])
      document.addEventListener(type, listen);
    try {
      for (const type of ['transitionend', 'animationend', 'click']) {
        start.dispatchEvent(new Event(type, { bubbles: true }));
      }
    } finally {
      for (const type of ['transitionend', 'animationend', 'click']) {
        document.removeEventListener(type, listen);
      }
    }
    expect(heard).toEqual(['click']);
  });
});
