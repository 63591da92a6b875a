// A room card's Watch: a public room in progress that you are not in can be watched live, by a button named
// after the room; a room waiting for players, a private room or your own offers no Watch.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoomCardData } from '../rooms/roomCards';
import { RoomCard } from './RoomCard';

const card = (change: Partial<RoomCardData> = {}): RoomCardData => ({
  id: 'room-1',
  name: 'Morning Relay',
  sport: 'swimming',
  type: 'public',
  status: 'playing',
  players: 2,
  maxPlayers: 2,
  duration: 30,
  difficulty: 'medium',
  youAreIn: false,
  youHost: false,
  ...change,
});

const renderCard = (room: RoomCardData, withWatch = true) => {
  const onWatch = vi.fn();
  const onJoin = vi.fn();
  render(
    <ul>
      <RoomCard room={room} onJoin={onJoin} {...(withWatch ? { onWatch } : {})} />
    </ul>,
  );
  return { onWatch, onJoin };
};

describe('RoomCard Watch', () => {
  it('a public room in progress, even a full one, is watched by its own button', async () => {
    const { onWatch, onJoin } = renderCard(card());
    expect(screen.getByRole('button', { name: /Room Full/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Watch Morning Relay' }));
    expect(onWatch).toHaveBeenCalledWith('room-1');
    expect(onJoin).not.toHaveBeenCalled();
  });

  it.each([
    ['waiting for players', card({ status: 'waiting', players: 1 })],
    ['private', card({ type: 'private' })],
    ['yours', card({ youAreIn: true })],
  ])('a room %s offers no Watch', (_, room) => {
    renderCard(room);
    expect(screen.queryByRole('button', { name: /^Watch/ })).not.toBeInTheDocument();
  });

  it('lets this tab back into a room it is in, full or not, with the spec’s Join Game', async () => {
    const { onJoin } = renderCard(card({ youAreIn: true }));
    expect(screen.getByTestId('your-room')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Join Game/ }));
    expect(onJoin).toHaveBeenCalledWith('room-1');
  });

  it('offers no Watch where rooms cannot be watched (simulated in the tab)', () => {
    renderCard(card(), false);
    expect(screen.queryByRole('button', { name: /^Watch/ })).not.toBeInTheDocument();
  });
});
