// The results of a round in a room on the game server: the host's Play Again starts the next round and shows
// who is ready; a guest's Play Again marks them ready (and a second press takes it back).
import { localGames } from '../core/localGameSource';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { OnlineRoom, OnlineRoomView } from '../online/onlineTypes';
import type { MemberView } from '../../../shared/protocol/protocol';
import { toLeaderboard } from '../leaderboard/leaderboardRows';
import {
  GUEST_NOT_READY,
  GUEST_READY,
  GUEST_READY_LABEL,
  HOST_STARTS_FOR_EVERYONE,
  WATCHING_NEXT_ROUND,
  pressPlayAgain,
} from '../leaderboard/nextRound';
import { ResultsView } from './ResultsView';
import type { FinishedGame } from '../session/sessionState';

const member = (id: string, name: string, extra: Partial<MemberView> = {}): MemberView => ({
  id,
  name,
  avatar: name,
  isAI: false,
  connected: true,
  waitingForNextRound: false,
  ready: false,
  order: 0,
  ...extra,
});

/** A room as the server's state would have it, changed by the test as the server would change it. */
function fakeRoom(me: string, members: MemberView[]) {
  let view: OnlineRoomView = {
    name: 'Swimming Custom Game',
    sport: 'swimming',
    type: 'public',
    inviteCode: '',
    status: 'finished',
    hostId: 'asha',
    maxPlayers: 4,
    duration: 30,
    difficulty: 'medium',
    round: 1,
    members,
  };
  let version = 0;
  const listeners = new Set<() => void>();
  const sent = { again: 0, ready: [] as boolean[] };
  const room = {
    id: 'room-1',
    sessionId: me,
    me,
    reconnectionToken: 'token',
    view: () => view,
    version: () => version,
    seatedRound: () => 1,
    roundPlayers: () => null,
    results: () => null,
    closedReason: () => null,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start() {},
    again: () => void (sent.again += 1),
    setReady: (ready: boolean) => void sent.ready.push(ready),
    leave: async () => {},
    bind: localGames.bind,
  } satisfies OnlineRoom;
  const serverSets = (id: string, change: Partial<MemberView>) =>
    act(() => {
      view = { ...view, members: view.members.map((m) => (m.id === id ? { ...m, ...change } : m)) };
      version += 1;
      for (const listener of listeners) listener();
    });
  return { room, sent, serverSets };
}

const results = (ids: string[]): FinishedGame => ({
  playId: 1,
  gameId: 'swimming',
  rows: toLeaderboard(
    ids.map((id, i) => ({
      playerId: id,
      playerName: id,
      playerAvatar: id,
      score: 900 - i * 100,
      time: 30,
      position: i + 1,
    })),
  ),
  round: 1,
});

/** ResultsView with the session's Play Again. */
function Results({ room, played }: { room: OnlineRoom; played: string[] }) {
  const [finished] = useState(() => results(played));
  return (
    <ResultsView
      results={finished}
      online={room}
      onPlayAgain={() => pressPlayAgain(room)}
      onBackToLobby={vi.fn()}
    />
  );
}

const people = () => [
  member('asha', 'Asha', { order: 0 }),
  member('ben', 'Ben', { order: 1 }),
  member('cleo', 'Cleo', { order: 2 }),
  member('ai-1', 'Mei', { isAI: true, order: 3 }),
];

describe('ResultsView in a room on the game server', () => {
  it('a spectator sees the players’ leaderboard, and its Play Again is off: it plays no round', () => {
    const fake = fakeRoom('eve', people());
    const room = { ...fake.room, watchOnly: true };
    render(<Results room={room} played={['asha', 'ben', 'cleo', 'ai-1']} />);
    expect(screen.getAllByRole('row').length).toBeGreaterThanOrEqual(4);
    expect(screen.queryByText('You')).not.toBeInTheDocument();
    const playAgain = screen.getByRole('button', { name: 'Play Again' });
    expect(playAgain).toBeDisabled();
    expect(playAgain).toHaveAccessibleDescription(WATCHING_NEXT_ROUND);
    expect(fake.sent.ready).toEqual([]);
  });

  it('the host sees each guest’s ready mark as it arrives, and Play Again starts the round', async () => {
    const { room, sent, serverSets } = fakeRoom('asha', [...people(), member('dan', 'Dan')]);
    render(<Results room={room} played={['asha', 'ben', 'cleo', 'ai-1']} />);
    const panel = screen.getByRole('region', { name: /Next round/ });
    expect(panel).toHaveTextContent('(0 of 3 ready)');
    const lines = () =>
      within(panel)
        .getAllByTestId('next-round-guest')
        .map((li) => li.textContent);
    expect(lines()).toEqual([
      'Ben has not pressed Play Again yet',
      'Cleo has not pressed Play Again yet',
      'Dan joined after this round and plays the next one',
    ]);
    expect(within(panel).getByRole('list')).toHaveAttribute('aria-live', 'polite');

    serverSets('ben', { ready: true });
    expect(lines()[0]).toBe('Ben is ready');
    expect(panel).toHaveTextContent('(1 of 3 ready)');
    serverSets('cleo', { connected: false });
    expect(lines()[1]).toBe('Cleo has not pressed Play Again yetDisconnected');

    const playAgain = screen.getByRole('button', { name: 'Play Again' });
    expect(playAgain).toHaveAccessibleDescription(HOST_STARTS_FOR_EVERYONE);
    await userEvent.click(playAgain);
    expect(sent.again).toBe(1);
    expect(sent.ready).toEqual([]);
  });

  it('a guest’s Play Again marks them ready, says so, and a second press takes it back', async () => {
    const { room, sent, serverSets } = fakeRoom('ben', people());
    render(<Results room={room} played={['asha', 'ben', 'cleo', 'ai-1']} />);
    // The readiness list is the host's; the guest reads what their button does.
    expect(screen.queryByRole('region', { name: /Next round/ })).toBeNull();
    const button = screen.getByRole('button', { name: 'Play Again' });
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription(GUEST_NOT_READY);
    expect(screen.getByTestId('play-again-note')).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(button);
    expect(sent.ready).toEqual([true]);
    serverSets('ben', { ready: true });
    // The same button (focus stays on it) now says what it did.
    expect(button).toHaveAccessibleName(GUEST_READY_LABEL);
    expect(button).toHaveAccessibleDescription(GUEST_READY);

    await userEvent.click(button);
    expect(sent.ready).toEqual([true, false]);
    serverSets('ben', { ready: false });
    expect(button).toHaveAccessibleName('Play Again');
    expect(sent.again).toBe(0);
  });

  it('a host alone with AI seats gets a plain Play Again and no list', () => {
    const { room } = fakeRoom('asha', [
      member('asha', 'Asha'),
      member('ai-1', 'Mei', { isAI: true }),
    ]);
    render(<Results room={room} played={['asha', 'ai-1']} />);
    expect(screen.queryByRole('region', { name: /Next round/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Again' })).not.toHaveAccessibleDescription();
  });
});
