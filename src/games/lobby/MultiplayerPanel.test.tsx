import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateRooms } from '../rooms/generateRooms';
import { createMemoryRoomService } from '../rooms/memoryRoomService';
import { HUMAN_PLAYER_ID } from '../core/players';
import { MultiplayerPanel } from './MultiplayerPanel';

const you = { id: HUMAN_PLAYER_ID, name: 'You', avatar: 'You', isAI: false };

function renderPanel() {
  const rooms = createMemoryRoomService(generateRooms(7));
  const onJoinRoom = vi.fn();
  render(
    <MultiplayerPanel rooms={rooms} host={you} onJoinRoom={onJoinRoom} onJoinCode={vi.fn()} />,
  );
  return { rooms, onJoinRoom };
}

describe('MultiplayerPanel: your private games', () => {
  it('lists nothing of yours until you create a private room', () => {
    renderPanel();
    expect(screen.queryByRole('heading', { name: 'Your Private Games' })).toBeNull();
  });

  it('shows a private room you created, with its code, off the public list, and joins it', async () => {
    const { onJoinRoom, rooms } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Create Game' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Game' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Private' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Game' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    const created = rooms.list()[0]!;
    expect(created.type).toBe('private');
    const yours = screen.getByRole('region', { name: 'Your Private Games' });
    expect(within(yours).getByText(created.inviteCode!)).toBeInTheDocument();
    const publicList = screen.getByRole('region', { name: 'Public Games' });
    expect(within(publicList).queryByText(created.name)).toBeNull();

    await userEvent.click(within(yours).getByRole('button', { name: 'Join Game' }));
    expect(onJoinRoom).toHaveBeenCalledWith(created.id);
  });
});
