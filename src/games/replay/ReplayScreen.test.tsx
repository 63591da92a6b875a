// /games?replay=ID: the stored run plays in its game's own view with its header and controls (pause / play by
// Space and the button, speeds, seeks by the arrows and the scrubber, Copy link), and every way it cannot play
// says why with a way back.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GamesPage from '../GamesPage';
import { renderWithGames } from '../session/testServices';
import { bytesToBase64, encodeRunLog, type RunLog } from '../../../shared/runs/runLog';
import { RULES_VERSIONS } from '../../../shared/runs/rulesVersions';
import { practicePlayers, replayRun } from '../../../shared/runs/replayRun';
import { swimmingRules } from '../../../shared/games/swimming/rules';
import type { RoomLog } from '../../../shared/runs/roomLog';
import { createRoomReplayer } from '../../../shared/runs/roomReplayer';
import { REPLAY_NO_ANSWER } from './replayClient';
import { BAD_REPLAY_LINK } from './replayText';

/** The lazy chunks (the page, the game's view) load slowly on a busy machine. */
const SLOW = { timeout: 10_000 };
const settings = { duration: 90, difficulty: 'medium' as const, rounds: 1 };

/** A swimming run as the server stores it: Start after 1 s, then a stroke every 250 ms to the wall. */
function storedSwim(): RunLog {
  const inputs = [{ step: 100, input: { type: 'start' } as unknown }];
  for (let step = 500; step < 9000; step += 25) inputs.push({ step, input: { type: 'stroke' } });
  const log = { game: 'swimming' as const, settings, seed: 99, endStep: 9000, inputs };
  const over = replayRun(swimmingRules, practicePlayers(99, 3), log).overStep!;
  return {
    ...log,
    ticketId: 'stored',
    rulesVersion: RULES_VERSIONS.swimming,
    aiSeats: 3,
    startedAtMs: 0,
    endedAtMs: 0,
    endStep: over,
    inputs: inputs.filter((input) => input.step <= over),
    pauses: [],
  };
}

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

const stored = (log: RunLog, extra: Record<string, unknown> = {}) => ({
  resultId: 42,
  playerName: 'Asha',
  game: 'swimming',
  rulesVersion: log.rulesVersion,
  variant: '',
  kind: 'practice',
  dailyDate: null,
  score: 1888,
  timeMs: 7000,
  date: '2026-11-20T10:00:00.000Z',
  log: bytesToBase64(encodeRunLog(log)),
  ...extra,
});

/** A room's swimming round of two humans and an AI: Ben (seat 2) strokes every 4 ticks from GO, Asha every 6. */
function roomSwim(): RoomLog {
  const inputs: RoomLog['inputs'] = [];
  for (let tick = 61; tick < 3000; tick++) {
    if (tick % 6 === 0) inputs.push([tick, 0, { type: 'stroke' }]);
    if (tick % 4 === 0) inputs.push([tick, 1, { type: 'stroke' }]);
  }
  const draft: RoomLog = {
    settings: { duration: 60, difficulty: 'easy', rounds: 1 },
    seed: 31,
    seats: [
      { name: 'Asha', avatar: 'Asha', isAI: false },
      { name: 'Ben', avatar: 'Ben', isAI: false },
      { name: 'Mei', avatar: 'Mei', isAI: true },
    ],
    endTick: 3000,
    inputs,
  };
  const replayer = createRoomReplayer(swimmingRules, draft);
  let endTick = 1;
  while (!swimmingRules.isOver(replayer.stateAt(endTick * 5))) endTick++;
  return { ...draft, endTick, inputs: inputs.filter(([tick]) => tick <= endTick) };
}

/** The header of a stored replay, without a run's log. */
function roomHeader(log: RunLog): Record<string, unknown> {
  const body: Record<string, unknown> = stored(log);
  delete body.log;
  return body;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a replay’s page', () => {
  it('is what a link naming a replay and a ghost race shows', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(window, 'fetch').mockImplementation(() => answer(200, stored(storedSwim())));
    renderWithGames(<GamesPage />, { url: '/games?replay=42&ghost=7&game=swimming' });
    expect(
      await screen.findByRole('heading', { name: 'Swimming replay' }, SLOW),
    ).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox', { name: 'Race a ghost' })).not.toBeInTheDocument();
  });

  it('says in its header that a ghost race’s run was one, unranked', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(() =>
      answer(200, stored(storedSwim(), { kind: 'ghost' })),
    );
    renderWithGames(<GamesPage />, { url: '/games?replay=42' });
    expect(await screen.findByTestId('replay-header', {}, SLOW)).toHaveTextContent(
      'Asha’s run · 1,888 points · 2026-11-20 · Ghost race, not ranked',
    );
  });

  it('names the ghost a ghost race raced, with a link to the ghost’s own replay', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(() =>
      answer(
        200,
        stored(storedSwim(), { kind: 'ghost', ghost: { resultId: 7, playerName: 'Bruno' } }),
      ),
    );
    renderWithGames(<GamesPage />, { url: '/games?replay=42' });
    expect(await screen.findByTestId('replay-header', {}, SLOW)).toHaveTextContent(
      'Asha’s run · 1,888 points · 2026-11-20 · Ghost race against Bruno, not ranked',
    );
    expect(screen.getByRole('link', { name: 'Bruno' })).toHaveAttribute('href', '/games?replay=7');
  });

  it('plays a ghost race with its ghost beside the run, and alone once the ghost’s run is gone', async () => {
    const race = stored(storedSwim(), {
      kind: 'ghost',
      ghost: { resultId: 7, playerName: 'Bruno' },
    });
    const ghostRun = { ...stored(storedSwim()), resultId: 7, playerName: 'Bruno' };
    let ghostKept = true;
    vi.spyOn(window, 'fetch').mockImplementation((url) =>
      String(url).endsWith('/api/replays/7')
        ? ghostKept
          ? answer(200, ghostRun)
          : answer(404, { error: 'There is no replay with this id: it may have been removed.' })
        : answer(200, race),
    );
    const { container, unmount } = renderWithGames(<GamesPage />, { url: '/games?replay=42' });
    expect(await screen.findByTestId('replay-header', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('li[data-ghost]')).not.toBeNull(), SLOW);
    expect(container.querySelector('li[data-ghost]')).toHaveTextContent('Bruno');
    unmount();

    ghostKept = false;
    const again = renderWithGames(<GamesPage />, { url: '/games?replay=42' });
    expect(await screen.findByTestId('replay-header', {}, SLOW)).toHaveTextContent(
      'Ghost race against Bruno, not ranked',
    );
    expect(await screen.findByRole('list', { name: 'Pool lanes' }, SLOW)).toBeInTheDocument();
    expect(again.container.querySelector('li[data-ghost]')).toBeNull();
  });

  it('plays the run in the game’s view, with whose run it is and controls that work by keyboard', async () => {
    const log = storedSwim();
    const fetcher = vi.spyOn(window, 'fetch').mockImplementation(() => answer(200, stored(log)));
    renderWithGames(<GamesPage />, { url: '/games?replay=42' });
    expect(
      await screen.findByRole('heading', { name: 'Swimming replay' }, SLOW),
    ).toBeInTheDocument();
    expect(String(fetcher.mock.calls[0]![0])).toMatch(/\/api\/replays\/42$/);
    // A swimming practice can be raced as a ghost, from its own link.
    expect(screen.getByRole('link', { name: 'Race this run' })).toHaveAttribute(
      'href',
      '/games?ghost=42&game=swimming',
    );
    // The page starts at its heading, wherever the link to it was.
    expect(screen.getByRole('heading', { name: 'Swimming replay' })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByTestId('replay-header')).toHaveTextContent(
      'Asha’s run · 1,888 points · 2026-11-20',
    );
    // The game's own view, on the run (past its ready screen), on a stage that hides its controls.
    const stroke = await screen.findByRole('button', { name: /STROKE/ }, SLOW);
    expect(stroke.closest('[data-watch-only]')).not.toBeNull();

    const pause = screen.getByRole('button', { name: 'Pause' });
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Play' })).toBe(pause);
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Pause' })).toBe(pause);

    const scrubber = screen.getByRole('slider', { name: 'Replay position' });
    act(() => fireEvent.keyDown(window, { key: 'ArrowRight' }));
    expect(Number((scrubber as HTMLInputElement).value)).toBeGreaterThanOrEqual(5000);
    act(() => fireEvent.keyDown(scrubber, { key: 'ArrowLeft' }));
    expect(Number((scrubber as HTMLInputElement).value)).toBeLessThan(1000);
    fireEvent.change(scrubber, { target: { value: '3000' } });
    expect(screen.getByTestId('replay-time')).toHaveTextContent('0:03 / 0:');

    const user = userEvent.setup();
    const speeds = screen.getByRole('group', { name: 'Speed' });
    await user.click(within(speeds).getByRole('button', { name: '2×' }));
    expect(within(speeds).getByRole('button', { name: '2×' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(speeds).getByRole('button', { name: '1×' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Space on a focused button presses that button; it does not pause.
    const half = within(speeds).getByRole('button', { name: '0.5×' });
    half.focus();
    await user.keyboard(' ');
    expect(half).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pause' })).toBe(pause);

    // Seek to the end: the view finishes with the stored run's results.
    fireEvent.change(scrubber, { target: { value: String(log.endStep * 10) } });
    const finalScore = swimmingRules
      .results(replayRun(swimmingRules, practicePlayers(99, 3), log).state)
      .find((entry) => entry.playerId === 'you')!.score;
    expect(
      await screen.findByText(`Final score ${finalScore.toLocaleString('en-US')}`, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // Restart mounts the view again at the start.
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(Number((scrubber as HTMLInputElement).value)).toBeLessThan(1000);

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/games?replay=42`);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('plays a room’s round with every seat, as the run of its player’s seat', async () => {
    const round = roomSwim();
    const header = roomHeader(storedSwim());
    vi.spyOn(window, 'fetch').mockImplementation(() =>
      answer(200, { ...header, kind: 'room', playerName: 'Ben B', seat: 1, room: round }),
    );
    renderWithGames(<GamesPage />, { url: '/games?replay=42' });
    expect(
      await screen.findByRole('heading', { name: 'Swimming replay' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByTestId('replay-header')).toHaveTextContent('Ben B’s run');
    // A room's round is not raced as a ghost.
    expect(screen.queryByRole('link', { name: 'Race this run' })).toBeNull();
    // Every seat of the room, by the names it had there.
    for (const name of ['Asha', 'Ben', 'Mei']) {
      expect((await screen.findAllByText(name, {}, SLOW)).length).toBeGreaterThan(0);
    }
    const scrubber = screen.getByRole('slider', { name: 'Replay position' });
    expect(Number((scrubber as HTMLInputElement).max)).toBe(round.endTick * 50);
    fireEvent.change(scrubber, { target: { value: String(round.endTick * 50) } });
    const end = createRoomReplayer(swimmingRules, round).stateAt(round.endTick * 5);
    const bens = swimmingRules.results(end).find((entry) => entry.playerId === 'seat-2')!;
    expect(
      await screen.findByText(`Final score ${bens.score.toLocaleString('en-US')}`, {}, SLOW),
    ).toBeInTheDocument();
  });

  it('says why instead of playing: a bad link, the server’s refusal, no server, other rules', async () => {
    const fetcher = vi.spyOn(window, 'fetch');
    const user = userEvent.setup();

    renderWithGames(<GamesPage />, { url: '/games?replay=abc' }).unmount();
    expect(fetcher).not.toHaveBeenCalled();

    const shows = async (url: string, message: string | RegExp) => {
      const view = renderWithGames(<GamesPage />, { url });
      const alert = await screen.findByRole('alert', {}, SLOW);
      expect(alert).toHaveTextContent(message);
      await user.click(screen.getByRole('button', { name: 'Back to games' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      view.unmount();
    };
    await shows('/games?replay=abc', BAD_REPLAY_LINK);

    fetcher.mockImplementation(() =>
      answer(404, { error: 'There is no replay with this id: it may have been removed.' }),
    );
    await shows('/games?replay=7', 'There is no replay with this id: it may have been removed.');

    fetcher.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await shows('/games?replay=7', REPLAY_NO_ANSWER);

    const log = storedSwim();
    const older = { ...log, rulesVersion: RULES_VERSIONS.swimming + 1 };
    fetcher.mockImplementation(() =>
      answer(200, stored(older, { rulesVersion: older.rulesVersion })),
    );
    await shows(
      '/games?replay=7',
      `This run was played under version ${older.rulesVersion} of Swimming’s rules, and this site now runs version ${RULES_VERSIONS.swimming}`,
    );

    fetcher.mockImplementation(() => answer(200, { ...stored(log), log: 'not a log' }));
    await shows(
      '/games?replay=7',
      'This replay cannot be played: its stored run could not be read.',
    );
    // A room round whose seat is not one of its seats, or whose round is not one.
    const header = roomHeader(log);
    for (const room of [
      { seat: 5, room: roomSwim() },
      { seat: 0, room: { ...roomSwim(), seats: [] } },
    ]) {
      fetcher.mockImplementation(() => answer(200, { ...header, kind: 'room', ...room }));
      await shows(
        '/games?replay=7',
        'This replay cannot be played: its stored run could not be read.',
      );
    }
  });
});
