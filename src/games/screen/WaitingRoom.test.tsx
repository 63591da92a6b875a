import { render, screen } from '@testing-library/react';
import type { MemberView } from '../../../shared/protocol/protocol';
import type { OnlineRoomView } from '../online/onlineTypes';
import { STARTS_WITH_COUNT } from '../../../shared/rooms/quickMatch';
import { WAITING_FOR_HOST, WaitingRoom } from './WaitingRoom';

const member = (id: string, isAI = false): MemberView => ({
  id,
  name: id,
  avatar: id,
  isAI,
  connected: true,
  waitingForNextRound: false,
  ready: false,
  order: 0,
});

const room = (members: MemberView[], difficulty: OnlineRoomView['difficulty']): OnlineRoomView => ({
  name: 'Archery Custom Game',
  sport: 'archery',
  type: 'public',
  inviteCode: '',
  status: 'waiting',
  hostId: 'host',
  maxPlayers: 4,
  duration: 60,
  difficulty,
  round: 0,
  members,
});

describe('WaitingRoom: the level the AI plays at', () => {
  it('names the room’s level when a host alone will get AI seats', () => {
    render(<WaitingRoom view={room([member('host')], 'hard')} me="host" onStart={() => {}} />);
    expect(screen.getByTestId('ai-level')).toHaveTextContent('AI: Hard');
  });

  it('names it when the room already seats AI players', () => {
    const view = room([member('host'), member('guest'), member('bot', true)], 'easy');
    render(<WaitingRoom view={view} me="guest" onStart={() => {}} />);
    expect(screen.getByTestId('ai-level')).toHaveTextContent('AI: Easy');
  });

  it('says nothing of AI when only people will play', () => {
    render(
      <WaitingRoom
        view={room([member('host'), member('guest')], 'hard')}
        me="host"
        onStart={() => {}}
      />,
    );
    expect(screen.queryByTestId('ai-level')).toBeNull();
  });
});

describe('WaitingRoom: a quick-match room’s count to its AI players', () => {
  it('shows the seconds left to everyone in the room, host and guest', () => {
    const view = { ...room([member('host'), member('guest')], 'medium'), aiJoinIn: 12 };
    const { unmount } = render(<WaitingRoom view={view} me="guest" onStart={() => {}} />);
    expect(screen.getByRole('timer')).toHaveTextContent('AI players join in 12 s');
    unmount();
    render(<WaitingRoom view={view} me="host" onStart={() => {}} />);
    expect(screen.getByTestId('ai-join-countdown')).toHaveTextContent('AI players join in 12 s');
  });

  it('says a full room’s game starts when the count ends, and tells a guest so', () => {
    const full = {
      ...room([member('host'), member('guest')], 'medium'),
      maxPlayers: 2,
      aiJoinIn: 9,
    };
    render(<WaitingRoom view={full} me="guest" onStart={() => {}} />);
    expect(screen.getByRole('timer')).toHaveTextContent('The game starts in 9 s');
    expect(screen.getByText(STARTS_WITH_COUNT)).toBeInTheDocument();
    expect(screen.queryByText(WAITING_FOR_HOST)).toBeNull();
  });

  it('shows no count in a room with none, nor once its round is under way', () => {
    const quiet = room([member('host')], 'medium');
    const { unmount } = render(<WaitingRoom view={quiet} me="host" onStart={() => {}} />);
    expect(screen.queryByRole('timer')).toBeNull();
    unmount();
    const started = { ...quiet, status: 'playing' as const, round: 1, aiJoinIn: 3 };
    render(<WaitingRoom view={started} me="host" onStart={() => {}} />);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
