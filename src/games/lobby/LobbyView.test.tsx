import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOfflineService, type OnlineService } from '../online/onlineService';
import { createTestServices, renderWithGames } from '../session/testServices';
import { useGamesSession } from '../session/useGamesSession';
import { LobbyView } from './LobbyView';

function Lobby() {
  const session = useGamesSession();
  return (
    <LobbyView
      onPlayPractice={vi.fn()}
      onJoinRoom={vi.fn()}
      onJoinCode={vi.fn()}
      onCreateRoom={session.createRoom}
      onSelectTab={session.setLobbyTab}
    />
  );
}

/** An online service that counts the screens watching its list of rooms. */
function countingService() {
  const service = createOfflineService();
  const watching = { now: 0 };
  const counted: OnlineService = {
    ...service,
    watchRooms() {
      watching.now += 1;
      const release = service.watchRooms();
      return () => {
        watching.now -= 1;
        release();
      };
    },
    filterRooms: vi.fn(),
  };
  return { service: counted, watching };
}

describe('LobbyView and the live list of rooms', () => {
  it('watches the list while the Multiplayer tab shows, and lets go of it otherwise', async () => {
    const { service, watching } = countingService();
    const { unmount } = renderWithGames(<Lobby />, { services: createTestServices([], service) });
    expect(watching.now).toBe(1);
    await userEvent.click(screen.getByRole('tab', { name: 'Single Player' }));
    expect(watching.now).toBe(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Multiplayer' }));
    expect(watching.now).toBe(1);
    // A game screen replaces the lobby: nothing watches the list any more.
    unmount();
    expect(watching.now).toBe(0);
  });

  it('tells the server which sport the list shows', async () => {
    const { service } = countingService();
    renderWithGames(<Lobby />, { services: createTestServices([], service) });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'archery');
    expect(service.filterRooms).toHaveBeenLastCalledWith('archery');
  });
});
