// The players of a room see how many watch it: 'N watching', beside (not among) the players.
import { render, screen } from '@testing-library/react';
import type { MemberView } from '../../../shared/protocol/protocol';
import { RoomPlayers } from './RoomPlayers';

const members: MemberView[] = [
  {
    id: 'asha',
    name: 'Asha',
    avatar: 'Asha',
    isAI: false,
    connected: true,
    waitingForNextRound: false,
    ready: false,
    order: 0,
  },
];

describe('RoomPlayers watching', () => {
  it.each([true, false])(
    'says how many watch (compact: %s), and they are not players',
    (compact) => {
      render(
        <RoomPlayers
          members={members}
          hostId="asha"
          me="asha"
          maxPlayers={2}
          watching={2}
          compact={compact}
        />,
      );
      expect(screen.getByTestId('room-watching')).toHaveTextContent('2 watching');
      expect(screen.getAllByTestId('room-member')).toHaveLength(1);
      expect(screen.getByRole('heading')).toHaveTextContent('Players 1/2');
    },
  );

  it('says nothing when nobody watches', () => {
    render(<RoomPlayers members={members} hostId="asha" me="asha" maxPlayers={2} watching={0} />);
    expect(screen.queryByTestId('room-watching')).not.toBeInTheDocument();
  });
});
