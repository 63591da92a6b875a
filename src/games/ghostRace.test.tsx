// A ghost race in the games area: the ready screen of a practice offers 'Race a ghost' (the world record, your
// best, or the run a link names), the ticket asks for it, the view's source gives the ghost, and the results
// screen says by how much you beat the ghost or how far behind you were, unranked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback } from 'react';
import type { GameId, GameResultEntry, GameViewProps } from '../../shared/games/core/types';
import { initGame } from '../../shared/games/core/runner';
import { swimmingRules } from '../../shared/games/swimming/rules';
import { bytesToBase64, encodeRunLog } from '../../shared/runs/runLog';
import GamesPage from './GamesPage';
import { BAD_GHOST_LINK } from './session/ghostLink';
import { ReadyScreen } from './core/ui/ReadyScreen';
import { useGameClock } from './core/useGameClock';
import { createIdentity } from './records/identity';
import { createRecordsService } from './records/recordsService';
import type { ResultsClient, RunTicket } from './records/resultsClient';
import { createTestServices, renderWithGames } from './session/testServices';
import { createOfflineService } from './online/onlineService';
import { GHOSTS_NEED_SERVER } from './screen/useVerifiedPractice';

vi.mock('./screen/registry', () => ({
  findGameView: (sport: string) => (sport === 'swimming' ? FakeSwimming : undefined),
}));

/** The swimming view as far as a ghost goes: its clock's ghost, its ready screen, a button that finishes. */
function FakeSwimming(props: GameViewProps) {
  const { players, settings, seed } = props;
  const createState = useCallback(
    () => initGame(swimmingRules, players, settings, seed),
    [players, settings, seed],
  );
  const { state, act, ghost } = useGameClock(swimmingRules, createState);
  if (state.phase === 'ready')
    return <ReadyScreen gameId="swimming" durationS={90} onStart={() => act({ type: 'start' })} />;
  const finish = () =>
    props.onFinish(
      players.map((p, i): GameResultEntry => ({
        playerId: p.id,
        playerName: p.name,
        playerAvatar: p.avatar,
        score: 900 - i,
        time: 60 + i,
        position: i + 1,
      })),
    );
  return (
    <div>
      <p>{ghost ? `Racing the ghost of ${ghost.name}` : 'No ghost'}</p>
      <button type="button" onClick={finish}>
        Finish fake game
      </button>
    </div>
  );
}

const SETTINGS = { duration: 90, difficulty: 'medium' as const, rounds: 1 };
const GHOST_LOG = bytesToBase64(
  encodeRunLog({
    ticketId: 'old',
    game: 'swimming',
    rulesVersion: 1,
    settings: SETTINGS,
    seed: 4242,
    aiSeats: 3,
    startedAtMs: 0,
    endedAtMs: 1,
    endStep: 500,
    inputs: [{ step: 10, input: { type: 'start' } }],
    pauses: [],
  }),
);

const GHOST_TICKET: RunTicket = {
  ticketId: 'ticket-g',
  seed: 4242,
  kind: 'ghost',
  settings: SETTINGS,
  variant: '',
  rulesVersion: 1,
  issuedAt: 1,
  expiresAt: 2,
  ghost: {
    resultId: 70,
    playerName: 'Asha',
    score: 880,
    timeMs: 61_250,
    date: '2026-11-26T06:00:00Z',
    log: GHOST_LOG,
  },
};

const ROW = {
  place: 1,
  medal: 'gold' as const,
  playerId: 7,
  resultId: 70,
  name: 'Asha',
  avatar: 'Asha',
  country: null,
  score: 880,
  timeMs: 61_250,
  date: '2026-11-26T06:00:00Z',
  replayable: true,
};

/** A results server whose runs are all of `runsOf` (what a ghost link looks up). */
function fakeClient(runsOf: GameId = 'swimming') {
  const tickets: unknown[] = [];
  const client: ResultsClient = {
    ticket: (_secret, game, _settings, daily, ghostOf) => {
      tickets.push({ game, daily, ghostOf });
      return Promise.resolve(
        ghostOf === undefined
          ? { ...GHOST_TICKET, kind: 'practice', ghost: undefined }
          : GHOST_TICKET,
      );
    },
    submit: () =>
      Promise.resolve({
        verified: true,
        ranked: false,
        resultId: 71,
        playerId: 5,
        score: 900,
        timeMs: 45_000,
      }),
    board: () => Promise.reject(new Error('unused')),
    records: (game) =>
      Promise.resolve({
        game,
        variant: GHOST_TICKET.variant,
        rulesVersion: GHOST_TICKET.rulesVersion,
        worldRecord: ROW,
        yourBest: null,
      }),
    transferCode: () => Promise.reject(new Error('unused')),
    redeem: () => Promise.reject(new Error('unused')),
    deleteIdentity: () => Promise.reject(new Error('unused')),
    report: () => Promise.reject(new Error('unused')),
    myRuns: () => Promise.reject(new Error('unused')),
    runGame: () => Promise.resolve(runsOf),
    setCountry: () => Promise.reject(new Error('unused')),
  };
  const records = createRecordsService(
    client,
    createIdentity(null, () => 'A'.repeat(43)),
    {
      probe: () => Promise.resolve(true),
      origin: 'http://localhost',
    },
  );
  return { services: createTestServices([], createOfflineService(), records), tickets };
}

async function openSwimmingPractice() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Single Player' }));
  await user.click(
    within(screen.getAllByTestId('game-card')[0]!).getByRole('button', { name: 'Play vs AI' }),
  );
  return user;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('racing a ghost', () => {
  it('races the world record chosen on the ready screen and compares at the end, unranked', async () => {
    const { services, tickets } = fakeClient();
    renderWithGames(<GamesPage />, { services });
    const user = await openSwimmingPractice();
    const picker = await screen.findByRole('combobox', { name: 'Race a ghost' });
    expect(picker).toHaveValue('');
    expect(
      await within(picker).findByRole('option', {
        name: 'Race your best (no verified run of yours yet)',
      }),
    ).toBeDisabled();
    await user.selectOptions(picker, 'Race the world record');
    expect(picker).toHaveValue('record');
    await user.click(screen.getByRole('button', { name: 'Start Swimming!' }));

    expect(await screen.findByText('Racing the ghost of Asha')).toBeInTheDocument();
    expect(tickets).toEqual([{ game: 'swimming', daily: false, ghostOf: 'record' }]);
    await user.click(screen.getByRole('button', { name: 'Finish fake game' }));
    const verdict = await screen.findByTestId('verdict');
    expect(await within(verdict).findByText('Verified')).toBeInTheDocument();
    expect(verdict).toHaveTextContent('Ghost race against Asha: You beat the ghost by 1.25 s.');
    expect(verdict).toHaveTextContent('A ghost race is not ranked on the boards');
    // Verified, so it can be watched again like any practice.
    expect(within(verdict).getByRole('link', { name: 'Watch replay' })).toHaveAttribute(
      'href',
      '/games?replay=71',
    );

    // Play Again races the same ghost.
    await user.click(screen.getByRole('button', { name: /play again/i }));
    expect(await screen.findByText('Racing the ghost of Asha')).toBeInTheDocument();
    expect(tickets).toHaveLength(2);
    expect(tickets[1]).toMatchObject({ ghostOf: 'record' });
  });

  it('asks for no ghost unless one is chosen', async () => {
    const { services, tickets } = fakeClient();
    renderWithGames(<GamesPage />, { services });
    const user = await openSwimmingPractice();
    await user.click(await screen.findByRole('button', { name: 'Start Swimming!' }));
    expect(await screen.findByText('No ghost')).toBeInTheDocument();
    expect(tickets).toEqual([{ game: 'swimming', daily: false, ghostOf: undefined }]);
  });

  it('opens the practice with the linked run chosen from /games?ghost=ID&game=GAME', async () => {
    const { services, tickets } = fakeClient();
    renderWithGames(<GamesPage />, { services, url: '/games?ghost=70&game=swimming' });
    const picker = await screen.findByRole('combobox', { name: 'Race a ghost' });
    expect(picker).toHaveValue('70');
    expect(
      within(picker).getByRole('option', { name: 'Race the run from your link' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start Swimming!' }));
    expect(await screen.findByText('Racing the ghost of Asha')).toBeInTheDocument();
    expect(tickets).toEqual([{ game: 'swimming', daily: false, ghostOf: 70 }]);
  });

  it('opens the game the run is of when the link names another', async () => {
    const { services, tickets } = fakeClient('swimming');
    renderWithGames(<GamesPage />, { services, url: '/games?ghost=70&game=athletics' });
    const picker = await screen.findByRole('combobox', { name: 'Race a ghost' });
    expect(picker).toHaveValue('70');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start Swimming!' }));
    expect(await screen.findByText('Racing the ghost of Asha')).toBeInTheDocument();
    expect(tickets).toEqual([{ game: 'swimming', daily: false, ghostOf: 70 }]);
  });

  it('says a bad ghost link is not valid and stays in the lobby', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithGames(<GamesPage />, { url: '/games?ghost=70&game=archery' });
    await waitFor(() => expect(alert).toHaveBeenCalledWith(BAD_GHOST_LINK));
    expect(await screen.findByRole('tab', { name: 'Single Player' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Race a ghost' })).not.toBeInTheDocument();
  });

  it('is disabled, saying why, with no game server', async () => {
    renderWithGames(<GamesPage />);
    await openSwimmingPractice();
    const picker = await screen.findByRole('combobox', { name: 'Race a ghost' });
    expect(picker).toBeDisabled();
    expect(picker).toHaveAccessibleDescription(GHOSTS_NEED_SERVER);
  });
});
