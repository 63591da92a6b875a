// A practice with a game server that keeps results: Start asks for a ticket, the play runs on its seed with a
// recorded source, the log and results go to the server at the end, and the results screen says its verdict.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext, useState } from 'react';
import type { GameResultEntry, GameViewProps } from '../../shared/games/core/types';
import { decodeRunLog } from '../../shared/runs/runLogDecode';
import GamesPage from './GamesPage';
import { GameSourceContext } from './core/gameSource';
import { ReadyScreen } from './core/ui/ReadyScreen';
import { createCountryChoice } from './records/countryChoice';
import { createIdentity } from './records/identity';
import { createRecordsService } from './records/recordsService';
import { ResultsApiError, type ResultsClient, type RunTicket } from './records/resultsClient';
import { createTestServices, renderWithGames } from './session/testServices';
import { createOfflineService } from './online/onlineService';

vi.mock('./screen/registry', () => ({
  findGameView: (sport: string) => (sport === 'swimming' ? FakeGame : undefined),
}));

function FakeGame(props: GameViewProps) {
  const recorded = useContext(GameSourceContext) !== null;
  const [started, setStarted] = useState(false);
  if (!started)
    return <ReadyScreen gameId="swimming" durationS={90} onStart={() => setStarted(true)} />;
  const finish = () =>
    props.onFinish(
      props.players.map((p, i): GameResultEntry => ({
        playerId: p.id,
        playerName: p.name,
        playerAvatar: p.avatar,
        score: 900 - i,
        time: 60,
        position: i + 1,
      })),
    );
  return (
    <div>
      <p>
        Seed {props.seed} {recorded ? 'recorded' : 'not recorded'}
      </p>
      <button type="button" onClick={finish}>
        Finish fake game
      </button>
    </div>
  );
}

const TICKET: RunTicket = {
  ticketId: 'ticket-1',
  seed: 4242,
  kind: 'practice',
  settings: { duration: 90, difficulty: 'medium', rounds: 1 },
  variant: '',
  rulesVersion: 1,
  issuedAt: 1,
  expiresAt: 2,
};

const ROW = {
  place: 1,
  medal: 'gold' as const,
  playerId: 7,
  resultId: 70,
  name: 'Asha',
  avatar: 'Asha',
  country: null,
  score: 1912,
  timeMs: 60000,
  date: '2026-11-27T06:00:00Z',
  replayable: true,
};

function fakeClient(overrides: Partial<ResultsClient> = {}) {
  const calls: { route: string; secret: string | null; body?: unknown }[] = [];
  const client: ResultsClient = {
    ticket: (secret, game, settings, daily) => {
      calls.push({ route: 'ticket', secret, body: { game, settings, daily } });
      return Promise.resolve(TICKET);
    },
    submit: (secret, body) => {
      calls.push({ route: 'submit', secret, body });
      return Promise.resolve({
        verified: true,
        resultId: 71,
        playerId: 7,
        score: 900,
        timeMs: null,
        personalBest: true,
        place: { week: { place: 3, of: 40 }, allTime: { place: 9, of: 340 } },
        worldRecord: ROW,
      });
    },
    board: () => Promise.reject(new Error('unused')),
    records: (_game, secret) => {
      calls.push({ route: 'records', secret });
      return Promise.resolve({ game: 'swimming', variant: '', rulesVersion: 1, worldRecord: ROW });
    },
    transferCode: () => Promise.reject(new Error('unused')),
    redeem: () => Promise.reject(new Error('unused')),
    setCountry: () => Promise.reject(new Error('unused')),
    deleteIdentity: () => Promise.reject(new Error('unused')),
    report: () => Promise.reject(new Error('unused')),
    myRuns: () => Promise.reject(new Error('unused')),
    runGame: () => Promise.reject(new Error('unused')),
    ...overrides,
  };
  return { client, calls };
}

function servicesWith(client: ResultsClient, country: string | null = null) {
  const identity = createIdentity(null, () => 'A'.repeat(43));
  const choice = createCountryChoice(null);
  if (country) choice.set(country);
  const records = createRecordsService(client, identity, {
    probe: () => Promise.resolve(true),
    origin: 'http://localhost',
    country: choice,
  });
  return { services: createTestServices([], createOfflineService(), records), identity };
}

async function playSwimmingPractice() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Single Player' }));
  const swimming = screen.getAllByTestId('game-card')[0]!;
  await user.click(within(swimming).getByRole('button', { name: 'Play vs AI' }));
  await user.click(await screen.findByRole('button', { name: 'Start Swimming!' }));
  return user;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a verified practice', () => {
  it('shows the world record on the ready screen without making an identity', async () => {
    const { client, calls } = fakeClient();
    const { services, identity } = servicesWith(client);
    renderWithGames(<GamesPage />, { services });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Single Player' }));
    await user.click(
      within(screen.getAllByTestId('game-card')[0]!).getByRole('button', { name: 'Play vs AI' }),
    );
    expect(await screen.findByText('World record 1,912 by Asha')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'records')?.secret).toBeNull();
    expect(identity.peek()).toEqual({ kind: 'none' });
  });

  it('plays on the ticket’s seed, recorded, and the results screen says Verified with its places', async () => {
    const { client, calls } = fakeClient();
    const { services, identity } = servicesWith(client, 'FI');
    renderWithGames(<GamesPage />, { services });
    const user = await playSwimmingPractice();

    expect(await screen.findByText('Seed 4242 recorded')).toBeInTheDocument();
    const ticketCall = calls.find((call) => call.route === 'ticket')!;
    expect(ticketCall.secret).toBe('A'.repeat(43));
    expect(identity.peek()).toEqual({ kind: 'secret', secret: 'A'.repeat(43) });
    expect(ticketCall.body).toEqual({ game: 'swimming', settings: TICKET.settings, daily: false });
    await user.click(screen.getByRole('button', { name: 'Finish fake game' }));

    const verdict = await screen.findByTestId('verdict');
    expect(await within(verdict).findByText('Verified')).toBeInTheDocument();
    expect(verdict).toHaveTextContent('#3 of 40 this week · #9 all time');
    expect(verdict).toHaveTextContent('World record 1,912 by Asha');
    expect(within(verdict).getByRole('link', { name: 'Watch replay' })).toHaveAttribute(
      'href',
      '/games?replay=71',
    );

    const submit = calls.find((call) => call.route === 'submit')!;
    const body = submit.body as { ticketId: string; log: string; claimed: GameResultEntry[] };
    expect(body.ticketId).toBe('ticket-1');
    // The country chosen on this device goes with the run.
    expect(submit.body).toMatchObject({ country: 'FI' });
    expect(body.claimed[0]).toMatchObject({ playerId: 'you', score: 900 });
    const decoded = decodeRunLog(body.log);
    expect(decoded.ok && decoded.log).toMatchObject({
      ticketId: 'ticket-1',
      seed: 4242,
      game: 'swimming',
      aiSeats: 3,
    });
  });

  it('says Not verified with the server’s reason when the re-play refuses the run', async () => {
    const { client } = fakeClient({
      submit: () =>
        Promise.resolve({
          verified: false,
          reason: 'The game ran faster than the clock: it was fast-forwarded.',
        }),
    });
    renderWithGames(<GamesPage />, { services: servicesWith(client).services });
    const user = await playSwimmingPractice();
    await user.click(await screen.findByRole('button', { name: 'Finish fake game' }));
    const verdict = await screen.findByTestId('verdict');
    expect(await within(verdict).findByText('Not verified')).toBeInTheDocument();
    expect(verdict).toHaveTextContent('The game ran faster than the clock: it was fast-forwarded.');
  });

  it('starts unverified on its own seed when the ticket is refused, and says why at the end', async () => {
    const { client } = fakeClient({
      ticket: () =>
        Promise.reject(new ResultsApiError('Too many requests: try again in 5 seconds.', 429)),
    });
    renderWithGames(<GamesPage />, { services: servicesWith(client).services });
    const user = await playSwimmingPractice();
    expect(await screen.findByText(/not recorded/)).toBeInTheDocument();
    expect(screen.queryByText(/Seed 4242/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish fake game' }));
    const verdict = await screen.findByTestId('verdict');
    expect(verdict).toHaveTextContent('Not verified');
    expect(verdict).toHaveTextContent('Too many requests: try again in 5 seconds.');
  });

  it('offers today’s challenge and asks for the daily ticket', async () => {
    const { client, calls } = fakeClient({
      ticket: (secret, _game, _settings, daily) => {
        calls.push({ route: 'ticket', secret, body: { daily } });
        return Promise.resolve({ ...TICKET, kind: 'daily' as const });
      },
      submit: () =>
        Promise.resolve({
          verified: true,
          resultId: 1,
          playerId: 7,
          score: 900,
          timeMs: null,
          personalBest: true,
          place: { today: { place: 12, of: 340 }, allTime: { place: 85, of: 900 } },
          worldRecord: ROW,
        }),
    });
    renderWithGames(<GamesPage />, { services: servicesWith(client).services });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Single Player' }));
    const daily = await within(screen.getAllByTestId('game-card')[0]!).findByRole('button', {
      name: 'Today’s challenge',
    });
    await user.click(daily);
    await user.click(await screen.findByRole('button', { name: 'Start Swimming!' }));
    await user.click(await screen.findByRole('button', { name: 'Finish fake game' }));
    expect(calls.find((call) => call.route === 'ticket')?.body).toEqual({ daily: true });
    expect(await screen.findByTestId('verdict')).toHaveTextContent(
      '#12 of 340 today · #85 all time',
    );
  });
});

describe('a practice with no game server', () => {
  it('starts at once and says Not verified: the results stay on this device', async () => {
    renderWithGames(<GamesPage />);
    const user = await playSwimmingPractice();
    await user.click(await screen.findByRole('button', { name: 'Finish fake game' }));
    const verdict = await screen.findByTestId('verdict');
    expect(verdict).toHaveTextContent('Not verified');
    expect(verdict).toHaveTextContent(
      'No game server answered: these results stay on this device.',
    );
    expect(screen.queryByRole('button', { name: 'Boards' })).not.toBeInTheDocument();
  });
});
