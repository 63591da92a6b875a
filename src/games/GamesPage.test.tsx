import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameResultEntry, GameViewProps } from '../../shared/games/core/types';
import GamesPage from './GamesPage';
import { createTestServices, renderWithGames } from './session/testServices';
import type { Room } from '../../shared/rooms/types';

const seen: GameViewProps[] = [];

// A stand-in game: shows what it was given and finishes on demand, so the flow is tested without a real game.
vi.mock('./screen/registry', () => ({
  findGameView: (sport: string) =>
    sport === 'swimming' || sport === 'fencing' || sport === 'archery' ? FakeGame : undefined,
}));

function FakeGame(props: GameViewProps) {
  seen.push(props);
  const finish = () =>
    props.onFinish(
      props.players.map((p, i): GameResultEntry => ({
        playerId: p.id,
        playerName: p.name,
        playerAvatar: p.avatar,
        score: (p.isAI ? 100 : 900) - i,
        time: 60,
        position: i + 1,
        breakdown: [{ label: 'Distance', points: 500 }],
      })),
    );
  return (
    <div>
      <p>Fake game seed {props.seed}</p>
      <button type="button" onClick={finish}>
        Finish fake game
      </button>
    </div>
  );
}

const location = () => screen.getByTestId('location').textContent;

function aiRoom(overrides: Partial<Room>): Room {
  return {
    id: 'r1',
    name: 'Open Swimming Meet',
    sport: 'swimming',
    mode: 'multiplayer',
    maxPlayers: 4,
    currentPlayers: [{ id: 'ai-1', name: 'Mei', avatar: 'Mei', isAI: true }],
    status: 'waiting',
    hostId: 'ai-1',
    settings: { difficulty: 'hard', duration: 45, rounds: 3 },
    type: 'public',
    ...overrides,
  };
}

beforeEach(() => {
  seen.length = 0;
  // jsdom has no scrolling; the page scrolls to the top when the view changes.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('GamesPage session flow', () => {
  it('plays vs AI: lobby -> game -> results -> Play Again -> Back to Lobby', async () => {
    const user = userEvent.setup();
    const { services } = renderWithGames(<GamesPage />);
    await user.click(screen.getByRole('tab', { name: 'Single Player' }));
    const swimming = screen.getAllByTestId('game-card')[0]!;
    await user.click(within(swimming).getByRole('button', { name: 'Play vs AI' }));

    expect(location()).toBe('/games?view=game');
    expect(await screen.findByText(/Fake game seed/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Swimming' })).toBeInTheDocument();
    const props = seen.at(-1)!;
    expect(props.players[0]).toMatchObject({ id: 'you', name: 'You', isAI: false });
    expect(props.players.slice(1).every((p) => p.isAI)).toBe(true);
    expect(props.players).toHaveLength(4);
    expect(props.settings).toEqual({ difficulty: 'medium', duration: 90, rounds: 1 });
    const firstSeed = props.seed;

    await user.click(screen.getByRole('button', { name: 'Finish fake game' }));
    expect(location()).toBe('/games?view=results');
    expect(screen.getByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(services.profile.get().player).toMatchObject({ gamesPlayed: 1, wins: 1 });
    expect(services.profile.get().player.medals.gold).toBe(1);
    expect(screen.getByTestId('personal-best')).toHaveTextContent(
      'First score on record in 90s games: 900',
    );

    await user.click(screen.getByRole('button', { name: 'Play Again' }));
    expect(location()).toBe('/games?view=game');
    await screen.findByText(/Fake game seed/);
    const again = seen.at(-1)!;
    expect(again.seed).not.toBe(firstSeed);
    expect(services.session.get().active?.room.mode).toBe('single');

    await user.click(screen.getByRole('button', { name: 'Finish fake game' }));
    await user.click(screen.getByRole('button', { name: 'Back to Lobby' }));
    expect(location()).toBe('/games');
    expect(services.session.get()).toMatchObject({ active: null, results: null });
    expect(services.profile.get().player.gamesPlayed).toBe(2);
    expect(screen.getByRole('tab', { name: 'Single Player' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Play Games' })).toHaveFocus();
  });

  it('joins a public room with its players as AI opponents; Play Again keeps the room', async () => {
    const user = userEvent.setup();
    const services = createTestServices([aiRoom({})]);
    renderWithGames(<GamesPage />, { services });
    await user.click(await screen.findByRole('button', { name: 'Join Game' }));
    await screen.findByText(/Fake game seed/);
    const props = seen.at(-1)!;
    expect(props.players.map((p) => p.id)).toEqual(['you', 'ai-1']);
    expect(props.settings).toEqual({ difficulty: 'hard', duration: 45, rounds: 3 });
    expect(services.memoryRooms.list()[0]?.currentPlayers).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Finish fake game' }));
    await user.click(screen.getByRole('button', { name: 'Play Again' }));
    await screen.findByText(/Fake game seed/);
    expect(seen.at(-1)!.players.map((p) => p.id)).toEqual(['you', 'ai-1']);
    expect(seen.at(-1)!.seed).not.toBe(props.seed);
    expect(services.session.get().active?.room.id).toBe('r1');

    await user.click(screen.getByRole('button', { name: 'Leave game' }));
    expect(location()).toBe('/games');
    expect(services.memoryRooms.list()[0]?.currentPlayers.map((p) => p.id)).toEqual(['ai-1']);
  });

  it('shows Room Full, disabled, for a full room', async () => {
    const full = aiRoom({
      maxPlayers: 2,
      currentPlayers: [
        { id: 'a', name: 'A', avatar: 'A', isAI: true },
        { id: 'b', name: 'B', avatar: 'B', isAI: true },
      ],
    });
    renderWithGames(<GamesPage />, { services: createTestServices([full]) });
    expect(await screen.findByRole('button', { name: 'Room Full' })).toBeDisabled();
    expect(screen.getByTestId('room-players')).toHaveTextContent('2/2');
  });

  it('shows the empty state when no public game matches', async () => {
    const user = userEvent.setup();
    renderWithGames(<GamesPage />, {
      services: createTestServices([
        aiRoom({}),
        aiRoom({ id: 'p', type: 'private', inviteCode: 'ABC234' }),
      ]),
    });
    expect(await screen.findAllByTestId('room-card')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Sport'), 'archery');
    expect(screen.getByText('No public games available')).toBeInTheDocument();
    expect(screen.getByText('Try creating your own game!')).toBeInTheDocument();
  });

  it('joins by code: trimmed, any case; unknown codes alert; empty is ignored', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithGames(<GamesPage />, {
      services: createTestServices([aiRoom({ id: 'p', type: 'private', inviteCode: 'ABC234' })]),
    });
    const input = screen.getByLabelText('Invite code');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(alert).not.toHaveBeenCalled();
    expect(location()).toBe('/games');

    await user.clear(input);
    await user.type(input, 'NOPE99');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Private game not found!'));

    await user.clear(input);
    await user.type(input, '  abc234 ');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText(/Fake game seed/);
    expect(location()).toBe('/games?view=game');
    alert.mockRestore();
  });

  it('an invite link joins the room and drops the code from the URL', async () => {
    renderWithGames(<GamesPage />, {
      url: '/games?code=abc234',
      services: createTestServices([aiRoom({ id: 'p', type: 'private', inviteCode: 'ABC234' })]),
    });
    await screen.findByText(/Fake game seed/);
    expect(location()).toBe('/games?view=game');
  });

  it('an unknown invite link alerts once and returns to the lobby', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithGames(<GamesPage />, { url: '/games?code=ZZZ999' });
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith('Private game not found!');
    expect(location()).toBe('/games');
    alert.mockRestore();
  });

  it("after a reload on ?view=game says 'Error: No active game.' with a way back", async () => {
    const user = userEvent.setup();
    renderWithGames(<GamesPage />, { url: '/games?view=game' });
    expect(screen.getByText('Error: No active game.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Lobby' }));
    expect(location()).toBe('/games');
    expect(screen.getByRole('tab', { name: 'Multiplayer' })).toBeInTheDocument();
  });

  it('a reload on ?view=results has nothing to show and offers the lobby', () => {
    renderWithGames(<GamesPage />, { url: '/games?view=results' });
    expect(screen.getByText('No results to show.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Lobby' })).toBeInTheDocument();
  });

  it('creates a public room at the top of the list and takes its host straight into it', async () => {
    const user = userEvent.setup();
    const services = createTestServices([aiRoom({})]);
    renderWithGames(<GamesPage />, { services });
    await user.click(screen.getByRole('button', { name: 'Create Game' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Game' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Game' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The host is in the room they made, on its screen: no Join Game to press.
    expect(await screen.findByText(/Fake game seed/)).toBeInTheDocument();
    expect(location()).toBe('/games?view=game');
    const made = services.memoryRooms.list()[0]!;
    expect(made).toMatchObject({ name: 'Swimming Custom Game', hostId: 'you', type: 'public' });
    expect(services.session.get().active?.room.id).toBe(made.id);
    expect(screen.getByText(/^Swimming Custom Game · 4 players · 60s$/)).toBeInTheDocument();
    expect(services.memoryRooms.list().filter((room) => room.id === made.id)).toHaveLength(1);
  });

  it('a private room: the share dialog over the list (room on top, marked Your room), then Done takes the host in', async () => {
    const user = userEvent.setup();
    const services = createTestServices([aiRoom({})]);
    renderWithGames(<GamesPage />, { services });
    await user.click(screen.getByRole('button', { name: 'Create Game' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Game' });
    await user.click(within(dialog).getByRole('button', { name: 'Private' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Game' }));
    const share = screen.getByRole('dialog', { name: 'Private Game Created!' });
    const code = services.memoryRooms.list()[0]?.inviteCode;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(within(share).getByTestId('invite-code')).toHaveTextContent(code!);
    expect(
      within(share).getByText('Share this code with your friends to invite them to the game.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/games');
    // Private rooms stay out of the public list; behind the dialog, the host's heads 'Your Private Games'.
    const publicList = screen.getByRole('region', { name: 'Public Games', hidden: true });
    expect(within(publicList).getAllByTestId('room-card')).toHaveLength(1);
    expect(within(publicList).queryByTestId('your-room')).toBeNull();
    const yours = screen.getByRole('region', { name: 'Your Private Games', hidden: true });
    expect(within(yours).getByTestId('your-room')).toHaveTextContent('Your room');

    fireEvent.click(within(share).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The rooms service answers a join asynchronously, wherever the room is.
    await waitFor(() => expect(location()).toBe('/games?view=game'));
    expect(await screen.findByText(/Fake game seed/)).toBeInTheDocument();
    expect(services.session.get().active?.room.inviteCode).toBe(code);
    // The code stays in sight in the room, to share again.
    expect(screen.getByText(new RegExp(`Invite code ${code}$`))).toBeInTheDocument();
  });

  it('a guest by code in a 30 s archery room: the results and the profile are archery for 30 s', async () => {
    const user = userEvent.setup();
    const archery = aiRoom({
      id: 'p',
      name: 'Bow Club',
      sport: 'archery',
      type: 'private',
      inviteCode: 'ABC234',
      settings: { difficulty: 'easy', duration: 30, rounds: 1 },
    });
    const { services } = renderWithGames(<GamesPage />, {
      services: createTestServices([aiRoom({}), archery]),
    });
    await user.type(screen.getByLabelText('Invite code'), 'abc234');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText(/Fake game seed/);
    expect(screen.getByRole('heading', { level: 1, name: 'Archery' })).toBeInTheDocument();
    expect(seen.at(-1)!.settings).toMatchObject({ duration: 30 });
    await user.click(screen.getByRole('button', { name: 'Finish fake game' }));
    expect(screen.getByText('Archery · final results')).toBeInTheDocument();
    expect(screen.getByTestId('personal-best')).toHaveTextContent('in 30s games');
    const { personalBests, player } = services.profile.get();
    expect(Object.keys(personalBests)).toEqual(['archery@30']);
    expect(player.gamesPlayed).toBe(1);
  });

  it('lets the Single Player tab be reached with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithGames(<GamesPage />);
    const multi = screen.getByRole('tab', { name: 'Multiplayer' });
    act(() => multi.focus());
    await user.keyboard('{ArrowRight}');
    const single = screen.getByRole('tab', { name: 'Single Player' });
    expect(single).toHaveAttribute('aria-selected', 'true');
    expect(single).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Single Player' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Play vs AI' })).toHaveLength(7);
    expect(screen.getAllByText('NEW!')).toHaveLength(3);
    await user.keyboard('{ArrowRight}');
    expect(multi).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(single).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(multi).toHaveFocus();
  });
});
