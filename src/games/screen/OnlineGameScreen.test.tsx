// The game screen of a room this device watches: a clear 'Watching' beside the game's name, the room's own
// players (not this device) with how many watch, and the way back to the lobby.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localGames } from '../core/localGameSource';
import type { OnlineRoom, OnlineRoomView } from '../online/onlineTypes';
import type { MemberView } from '../../../shared/protocol/protocol';
import { OnlineGameScreen } from './OnlineGameScreen';

const member = (id: string, name: string, order: number): MemberView => ({
  id,
  name,
  avatar: name,
  isAI: false,
  connected: true,
  waitingForNextRound: false,
  ready: false,
  order,
});

function fakeRoom(watchOnly: boolean, closed: string | null = null): OnlineRoom {
  const view: OnlineRoomView = {
    name: 'Morning Relay',
    sport: 'swimming',
    type: 'public',
    inviteCode: '',
    status: 'waiting',
    hostId: 'asha',
    maxPlayers: 4,
    duration: 30,
    difficulty: 'medium',
    round: 1,
    watching: 2,
    members: [member('asha', 'Asha', 0), member('ben', 'Ben', 1)],
  };
  return {
    id: 'room-1',
    sessionId: 'eve',
    me: 'eve',
    watchOnly,
    reconnectionToken: '',
    view: () => view,
    version: () => 0,
    seatedRound: () => null,
    roundPlayers: () => null,
    results: () => null,
    closedReason: () => closed,
    subscribe: () => () => {},
    start() {},
    again() {},
    setReady() {},
    leave: async () => {},
    bind: localGames.bind,
  };
}

describe('OnlineGameScreen', () => {
  it('says the room is watched, counts its players only, and leads back to the lobby', async () => {
    const onLeave = vi.fn();
    render(<OnlineGameScreen online={fakeRoom(true)} onLeave={onLeave} />);
    expect(screen.getByTestId('game-badge')).toHaveTextContent('Watching');
    // A spectator's screen starts at its title (it has no button to start at).
    expect(screen.getByRole('heading', { name: 'Swimming' })).toHaveFocus();
    expect(screen.getByText(/Morning Relay · 2 players · .* · Watching live/)).toBeInTheDocument();
    expect(screen.getByTestId('room-watching')).toHaveTextContent('2 watching');
    expect(screen.getAllByTestId('room-member')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Leave game' }));
    expect(onLeave).toHaveBeenCalled();
  });

  it('a player’s screen has no Watching badge, and sees how many watch', () => {
    render(<OnlineGameScreen online={fakeRoom(false)} onLeave={() => {}} />);
    expect(screen.queryByTestId('game-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Swimming' })).not.toHaveFocus();
    expect(screen.getByTestId('room-watching')).toHaveTextContent('2 watching');
  });

  it('no longer says “Watching live” once the watched room has closed', () => {
    render(
      <OnlineGameScreen
        online={fakeRoom(true, 'The players left this room…')}
        onLeave={() => {}}
      />,
    );
    expect(screen.queryByTestId('game-badge')).not.toBeInTheDocument();
    expect(screen.queryByText(/Watching live/)).toBeNull();
    expect(screen.getByText(/^Morning Relay · 2 players · [^·]+$/)).toBeInTheDocument();
  });
});
