import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BoardsDialog, NO_BOARDS, REPORT_REASON } from './BoardsDialog';
import { COPY_REFUSED, DELETED } from './IdentityPanel';
import { COUNTRY_SAVED } from './CountryPicker';
import { COUNTRY_STORAGE_KEY, createCountryChoice } from '../records/countryChoice';
import { createIdentity, type IdentityStorage } from '../records/identity';
import { createRecordsService } from '../records/recordsService';
import {
  ResultsApiError,
  type Board,
  type BoardRow,
  type ResultsClient,
} from '../records/resultsClient';
import { createTestServices, renderWithGames } from '../session/testServices';
import { createOfflineService } from '../online/onlineService';

// jsdom has no <dialog> methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

const row = (place: number, name: string, extra: Partial<BoardRow> = {}): BoardRow => ({
  place,
  medal: place === 1 ? 'gold' : place === 2 ? 'silver' : place === 3 ? 'bronze' : null,
  playerId: place,
  resultId: 100 + place,
  name,
  avatar: name,
  country: null,
  score: 2000 - place,
  timeMs: 0,
  date: '2026-11-27T06:00:00.000Z',
  replayable: true,
  ...extra,
});

const SECRET = 'S'.repeat(43);

function setUp(client: Partial<ResultsClient>, { withSecret = true, online = true } = {}) {
  const data: Record<string, string> = withSecret ? { 'csg:identity:v1': SECRET } : {};
  const storage: IdentityStorage = {
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  };
  const records = createRecordsService(
    {
      ticket: () => Promise.reject(new Error('unused')),
      submit: () => Promise.reject(new Error('unused')),
      board: () => Promise.reject(new Error('unused')),
      records: () => Promise.reject(new Error('unused')),
      transferCode: () => Promise.reject(new Error('unused')),
      redeem: () => Promise.reject(new Error('unused')),
      setCountry: () => Promise.reject(new Error('unused')),
      deleteIdentity: () => Promise.reject(new Error('unused')),
      report: () => Promise.reject(new Error('unused')),
      myRuns: () => Promise.reject(new Error('unused')),
      runGame: () => Promise.reject(new Error('unused')),
      ...client,
    },
    createIdentity(storage),
    {
      probe: () => Promise.resolve(online),
      origin: 'http://localhost',
      country: createCountryChoice(storage),
    },
  );
  const services = createTestServices([], createOfflineService(), records);
  renderWithGames(
    <BoardsDialog open game="swimming" onClose={() => undefined} onSelectGame={() => undefined} />,
    { services },
  );
  return { data };
}

const TOP: Board = {
  game: 'swimming',
  period: 'all',
  variant: '',
  rulesVersion: 1,
  country: null,
  total: 140,
  rows: [row(1, 'Asha', { country: 'IN' }), row(2, 'Ben'), row(3, 'Chen'), row(4, 'Dana')],
  you: row(130, 'Me'),
  around: [row(129, 'Above'), row(130, 'Me'), row(131, 'Below')],
};

describe('the World records dialog', () => {
  it('lists one row per player with medals and flags, then your row and the rows around it', async () => {
    const board = vi.fn((..._args: Parameters<ResultsClient['board']>) => Promise.resolve(TOP));
    setUp({ board });
    const rows = await screen.findAllByTestId('board-row');
    // Place and medal, avatar (its initial until drawn), name, flag, score, date, Watch replay, Report name.
    expect(rows.map((r) => r.textContent)).toEqual([
      '1 🥇AAsha🇮🇳1,9992026-11-27Watch replay of Asha’s runReport name',
      '2 🥈BBen1,9982026-11-27Watch replay of Ben’s runReport name',
      '3 🥉CChen1,9972026-11-27Watch replay of Chen’s runReport name',
      '4DDana1,9962026-11-27Watch replay of Dana’s runReport name',
      '129AAbove1,8712026-11-27Watch replay of Above’s runReport name',
      '130MMe(you)1,8702026-11-27Watch replay of Me’s runReport name',
      '131BBelow1,8692026-11-27Watch replay of Below’s runReport name',
    ]);
    expect(rows[5]).toHaveAttribute('aria-current', 'true');
    // The flag only where the player chose a country, named for screen readers.
    expect(within(rows[0]!).getByRole('img', { name: 'India' })).toHaveTextContent('🇮🇳');
    expect(within(rows[1]!).queryByRole('img', { name: 'India' })).toBeNull();
    const replay = within(rows[0]!).getByRole('link', { name: 'Watch replay of Asha’s run' });
    expect(replay).toHaveAttribute('href', `/games?replay=${TOP.rows[0]!.resultId}`);
    expect(board.mock.calls[0]![1]).toEqual({ period: 'all', secret: SECRET });
  });

  it('offers no replay on a row the server does not give out yet (today’s daily challenge)', async () => {
    const today: Board = {
      ...TOP,
      period: 'today',
      total: 1,
      rows: [row(1, 'Asha', { replayable: false }), row(2, 'Ben')],
      you: null,
      around: [],
    };
    setUp({ board: () => Promise.resolve(today) });
    const rows = await screen.findAllByTestId('board-row');
    expect(within(rows[0]!).queryByRole('link', { name: /Watch replay/ })).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: 'Report name' })).toBeVisible();
    expect(within(rows[1]!).getByRole('link', { name: 'Watch replay of Ben’s run' })).toBeVisible();
    expect(screen.getByTestId('board').querySelector('caption')).toHaveTextContent(/: 1 player$/);
  });

  it('changes period and country, and reports a name', async () => {
    const board = vi.fn((..._args: Parameters<ResultsClient['board']>) => Promise.resolve(TOP));
    const report = vi.fn(() => Promise.resolve());
    setUp({ board, report });
    const user = userEvent.setup();
    await screen.findAllByTestId('board-row');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(board.mock.calls.at(-1)![1]).toMatchObject({ period: 'today' });
    const filter = await screen.findByRole('combobox', { name: 'Country' });
    // Every country, by name, whether or not the rows shown have it.
    const options = within(filter).getAllByRole('option');
    expect(options).toHaveLength(250);
    expect(options[0]).toHaveTextContent('All countries');
    expect(within(filter).getByRole('option', { name: '🇫🇮 Finland' })).toBeInTheDocument();
    await user.selectOptions(filter, 'SE');
    expect(board.mock.calls.at(-1)![1]).toMatchObject({ period: 'today', country: 'SE' });
    await user.selectOptions(filter, 'IN');
    expect(board.mock.calls.at(-1)![1]).toMatchObject({ period: 'today', country: 'IN' });
    await user.selectOptions(filter, '');
    expect(board.mock.calls.at(-1)![1]).toEqual({ period: 'today', secret: SECRET });
    const [first] = await screen.findAllByTestId('board-row');
    await user.click(within(first!).getByRole('button', { name: 'Report name' }));
    expect(report).toHaveBeenCalledWith(SECRET, 101, REPORT_REASON);
    expect(await within(first!).findByText('Reported')).toBeInTheDocument();
  });

  it('saves the player’s country on the device, updates their rows at once and reloads the board', async () => {
    const board = vi.fn((..._args: Parameters<ResultsClient['board']>) => Promise.resolve(TOP));
    const setCountry = vi.fn((_secret: string, country: string | null) => Promise.resolve(country));
    const { data } = setUp({ board, setCountry });
    const user = userEvent.setup();
    await screen.findAllByTestId('board-row');
    const picker = screen.getByRole('combobox', { name: 'Your country' });
    expect(picker).toHaveValue('');
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent('No country');
    const loads = board.mock.calls.length;
    await user.selectOptions(picker, 'FI');
    expect(await screen.findByText(COUNTRY_SAVED)).toBeInTheDocument();
    expect(setCountry).toHaveBeenCalledWith(SECRET, 'FI');
    expect(data[COUNTRY_STORAGE_KEY]).toBe('FI');
    expect(board.mock.calls.length).toBeGreaterThan(loads);
    await user.selectOptions(picker, '');
    expect(setCountry).toHaveBeenLastCalledWith(SECRET, null);
    expect(data[COUNTRY_STORAGE_KEY]).toBe('none');
  });

  it('keeps the choice on the device and says why when the server refuses it', async () => {
    const setCountry = vi.fn(() =>
      Promise.reject(new ResultsApiError('Too many requests: try again in 5 seconds.', 429)),
    );
    const { data } = setUp({ board: () => Promise.resolve(TOP), setCountry });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your country' }), 'SE');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(data[COUNTRY_STORAGE_KEY]).toBe('SE');
    expect(screen.getByRole('combobox', { name: 'Your country' })).toHaveValue('SE');
  });

  it('says the boards need the game server when none answers', async () => {
    setUp({}, { online: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_BOARDS);
  });

  it('shows a one-time code, and says so when the clipboard is refused', async () => {
    const transferCode = vi.fn(() => Promise.resolve({ code: 'ABCD2345', expiresAt: 0 }));
    setUp({ board: () => Promise.resolve(TOP), transferCode });
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    await user.click(screen.getByRole('button', { name: 'Move my results to another device' }));
    expect(await screen.findByText('ABCD2345')).toBeInTheDocument();
    expect(screen.getByText('It works once, for 10 minutes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(await screen.findByText(COPY_REFUSED)).toBeInTheDocument();
    expect(transferCode).toHaveBeenCalledWith(SECRET);
  });

  it('deletes the results only after a confirmation, then forgets the secret', async () => {
    const deleteIdentity = vi.fn(() => Promise.resolve());
    const { data } = setUp({ board: () => Promise.resolve(TOP), deleteIdentity });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my results' }));
    expect(deleteIdentity).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete them' }));
    expect(await screen.findByText(DELETED)).toBeInTheDocument();
    expect(deleteIdentity).toHaveBeenCalledWith(SECRET);
    expect(data['csg:identity:v1']).toBeUndefined();
  });

  it('redeems a code with a new secret of this device', async () => {
    const redeem = vi.fn(() => Promise.resolve({ playerId: 7, name: 'Asha' }));
    const { data } = setUp({ board: () => Promise.resolve(TOP), redeem }, { withSecret: false });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use a code' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Code from your other device' }),
      'abcd2345',
    );
    await user.click(screen.getByRole('button', { name: 'Use this code' }));
    expect(
      await screen.findByText('This device now holds the results of Asha.'),
    ).toBeInTheDocument();
    expect(redeem).toHaveBeenCalledWith(data['csg:identity:v1'], 'abcd2345');
    expect(data['csg:identity:v1']).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
