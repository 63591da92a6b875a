import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateRooms } from '../../../shared/rooms/generateRooms';
import { createTestServices, renderWithGames } from '../session/testServices';
import { useGamesSession } from '../session/useGamesSession';
import { LobbyView } from './LobbyView';

const joined = vi.fn();

function Lobby() {
  const session = useGamesSession();
  return (
    <LobbyView
      onPlayPractice={vi.fn()}
      onJoinRoom={joined}
      onJoinCode={vi.fn()}
      onCreateRoom={session.createRoom}
      onSelectTab={session.setLobbyTab}
    />
  );
}

async function renderPanel() {
  const services = createTestServices(generateRooms(7));
  renderWithGames(<Lobby />, { services });
  // No game server in tests: the lobby says so and simulates the rooms in this tab.
  await screen.findByText('Game server unreachable: rooms are simulated on this device.');
  return services;
}

describe('MultiplayerPanel: your private games', () => {
  beforeEach(() => joined.mockReset());

  it('lists nothing of yours until you create a private room', async () => {
    await renderPanel();
    expect(screen.queryByRole('heading', { name: 'Your Private Games' })).toBeNull();
  });

  it('shows a private room you created, with its code, off the public list; Done takes you into it', async () => {
    const services = await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Create Game' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Game' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Private' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Game' }));
    await screen.findByRole('dialog', { name: 'Private Game Created!' });
    expect(joined).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const created = services.memoryRooms.list()[0]!;
    await waitFor(() => expect(joined).toHaveBeenCalledWith(created.id));
    expect(joined).toHaveBeenCalledTimes(1);

    expect(created.type).toBe('private');
    const yours = screen.getByRole('region', { name: 'Your Private Games' });
    expect(within(yours).getByText(created.inviteCode!)).toBeInTheDocument();
    expect(within(yours).getByTestId('your-room')).toHaveTextContent('Your room');
    const publicList = screen.getByRole('region', { name: 'Public Games' });
    expect(within(publicList).queryByText(created.name)).toBeNull();
  });

  it('closing the share dialog any other way (Close) takes you into the room too', async () => {
    const services = await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Create Game' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Game' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Private' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Game' }));
    await screen.findByRole('dialog', { name: 'Private Game Created!' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(joined).toHaveBeenCalledWith(services.memoryRooms.list()[0]!.id));
    expect(joined).toHaveBeenCalledTimes(1);
  });

  it('a public room you create heads the list, marked Your room, and you go straight in', async () => {
    const services = await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Create Game' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Game' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Game' }));
    const created = services.memoryRooms.list()[0]!;
    await waitFor(() => expect(joined).toHaveBeenCalledWith(created.id));
    const top = within(screen.getByRole('region', { name: 'Public Games' })).getAllByTestId(
      'room-card',
    )[0]!;
    expect(top).toHaveTextContent(created.name);
    expect(within(top).getByTestId('your-room')).toHaveTextContent('Your room');
    expect(screen.queryByRole('dialog', { name: 'Private Game Created!' })).toBeNull();
  });
});
