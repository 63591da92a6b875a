import { fireEvent, render, screen } from '@testing-library/react';
import SprintGame from './SprintGame';
import type { GamePlayer } from '../core/types';

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
});
