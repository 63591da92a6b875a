import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MY_RUNS_EMPTY, MY_RUNS_NONE_YET, MY_RUNS_UNREACHABLE, MyRunsPanel } from './MyRunsPanel';
import { createCountryChoice } from '../records/countryChoice';
import { createIdentity, type IdentityStorage } from '../records/identity';
import { createRecordsService } from '../records/recordsService';
import { ResultsApiError, type MyRun, type ResultsClient } from '../records/resultsClient';
import { createTestServices, renderWithGames } from '../session/testServices';
import { createOfflineService } from '../online/onlineService';

const SECRET = 'S'.repeat(43);
const unused = () => Promise.reject(new Error('unused'));

function setUp(
  myRuns: ResultsClient['myRuns'],
  { secret = SECRET as string | null, online = true } = {},
) {
  const data: Record<string, string> = secret ? { 'csg:identity:v1': secret } : {};
  const storage: IdentityStorage = {
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  };
  const probe = vi.fn(() => Promise.resolve(online));
  const records = createRecordsService(
    {
      ticket: unused,
      submit: unused,
      board: unused,
      records: unused,
      transferCode: unused,
      redeem: unused,
      setCountry: unused,
      deleteIdentity: unused,
      report: unused,
      myRuns,
      runGame: unused,
    },
    createIdentity(storage),
    { probe, origin: 'http://localhost', country: createCountryChoice(storage) },
  );
  renderWithGames(<MyRunsPanel />, {
    services: createTestServices([], createOfflineService(), records),
  });
  return { probe };
}

const run = (resultId: number, extra: Partial<MyRun> = {}): MyRun => ({
  resultId,
  game: 'swimming',
  kind: 'practice',
  ranked: true,
  dailyDate: null,
  score: 1900 + resultId,
  timeMs: 60_000,
  date: '2026-11-26T06:00:00.000Z',
  replayable: true,
  ...extra,
});

const openPanel = () => userEvent.click(screen.getByText('My runs'));

describe('My runs on the profile', () => {
  it('lists the runs newest first, says where each was played, and offers the replays the server gives out', async () => {
    const myRuns = vi.fn(() =>
      Promise.resolve([
        run(5, {
          game: 'athletics',
          kind: 'daily',
          dailyDate: '2026-11-27',
          date: '2026-11-27T08:00:00.000Z',
          replayable: false,
        }),
        run(4, { kind: 'ghost', ranked: false }),
        run(3, { game: 'archery', kind: 'room', ranked: false, replayable: false }),
        run(2),
      ]),
    );
    setUp(myRuns);
    // Nothing is asked before the panel opens.
    expect(myRuns).not.toHaveBeenCalled();
    await openPanel();
    const rows = await screen.findAllByTestId('my-run');
    expect(myRuns).toHaveBeenCalledWith(SECRET);
    expect(rows.map((r) => r.textContent)).toEqual([
      '🏃 Sprint Race1,9052026-11-27Daily challenge',
      '🏊 Swimming1,9042026-11-26Ghost race · not rankedWatch replay of your Swimming run of 2026-11-26',
      '🏹 Archery1,9032026-11-26Room · not ranked',
      '🏊 Swimming1,9022026-11-26PracticeWatch replay of your Swimming run of 2026-11-26',
    ]);
    expect(
      within(rows[3]!).getByRole('link', { name: /Watch replay of your Swimming run/ }),
    ).toHaveAttribute('href', '/games?replay=2');
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
  });

  it('says where runs will appear when this browser holds no identity, and asks nothing', async () => {
    const myRuns = vi.fn(() => Promise.resolve([]));
    const { probe } = setUp(myRuns, { secret: null });
    await openPanel();
    expect(await screen.findByText(MY_RUNS_NONE_YET)).toBeVisible();
    expect(myRuns).not.toHaveBeenCalled();
    expect(probe).not.toHaveBeenCalled();
  });

  it('says so when the identity has no verified runs yet', async () => {
    setUp(() => Promise.resolve([]));
    await openPanel();
    expect(await screen.findByText(MY_RUNS_EMPTY)).toBeVisible();
  });

  it('says in one line that the server is away, and tries again', async () => {
    const myRuns = vi
      .fn<ResultsClient['myRuns']>()
      .mockRejectedValueOnce(new ResultsApiError('The game server did not answer.', 0))
      .mockResolvedValueOnce([run(7)]);
    setUp(myRuns);
    await openPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(MY_RUNS_UNREACHABLE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('my-run')).toHaveLength(1);
  });

  it('shows the server’s own line for a refusal', async () => {
    setUp(() =>
      Promise.reject(new ResultsApiError('Too many requests: try again in 20 seconds.', 429)),
    );
    await openPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests: try again in 20 seconds.',
    );
  });

  it('says the server is away when no game server answers the probe', async () => {
    const myRuns = vi.fn(() => Promise.resolve([]));
    setUp(myRuns, { online: false });
    await openPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(MY_RUNS_UNREACHABLE);
    expect(myRuns).not.toHaveBeenCalled();
  });
});
