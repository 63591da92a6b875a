// @vitest-environment node
// The game room with real colyseus.js clients against a real server on a free port.
import {
  CLIENT_MESSAGES,
  GAME_ROOM,
  SERVER_MESSAGES,
  type GameMessage,
  type ResultsMessage,
  type RoomStateView,
  type TickBatch,
  type TickMessage,
  TICKS_PER_MESSAGE,
} from '../../shared/protocol/protocol';
import { RemoteGame } from '../../src/games/online/remoteGame';
import { swimmingRules } from '../../shared/games/swimming/rules';
import { nextMessage, startTestServer, waitForState } from '../test/testServer';
import { ALL_RULES } from '../../shared/games/allRules';
import { COUNTDOWN_MS } from '../../shared/games/core/countdown';
import type { SwimmingState } from '../../shared/games/swimming/rules';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function until(check: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const create = (options: object = {}) =>
  server.client().create<RoomStateView>(GAME_ROOM, {
    sport: 'swimming',
    type: 'public',
    maxPlayers: 4,
    duration: 30,
    difficulty: 'medium',
    name: 'Asha',
    avatar: 'Asha',
    ...options,
  });

describe('game room', () => {
  it('hosts a room: the creator is host, others join and see each other', async () => {
    const host = await create();
    await waitForState(host, (s) => s.members.size === 1);
    expect(host.state.hostId).toBe(host.sessionId);
    expect(host.state.name).toBe('Swimming Custom Game');
    const guest = await server.client().joinById<RoomStateView>(host.roomId, { name: 'Ben' });
    await waitForState(host, (s) => s.members.size === 2);
    expect(host.state.members.get(guest.sessionId)?.name).toBe('Ben');
    await guest.leave();
    await waitForState(host, (s) => s.members.size === 1);
    await host.leave();
  });

  it('plays a game to the end on the server: ticks carry inputs, everyone gets the same results', async () => {
    const host = await create({ duration: 30 });
    const guest = await server.client().joinById<RoomStateView>(host.roomId, { name: 'Ben' });
    await waitForState(host, (s) => s.members.size === 2);
    const started = nextMessage<GameMessage>(guest, SERVER_MESSAGES.game);
    guest.send(CLIENT_MESSAGES.start, {}); // not the host: ignored
    host.send(CLIENT_MESSAGES.start, {});
    const game = await started;
    expect(game.players.map((p) => p.id)).toEqual([host.sessionId, guest.sessionId]);

    const ticks: TickMessage[] = [];
    const batches: TickMessage[][] = [];
    // The guest's browser runs every tick as it comes, and must have run the last one when the results come.
    const browser = new RemoteGame(swimmingRules, guest.sessionId, () => {});
    browser.start(game, 0);
    guest.onMessage(SERVER_MESSAGES.tick, (batch: TickMessage[]) => {
      batches.push(batch);
      ticks.push(...batch);
      for (const tick of batch) browser.onTick(tick, 0);
    });
    const overWhenResultsCame = nextMessage(guest, SERVER_MESSAGES.results).then(() =>
      swimmingRules.isOver(browser.confirmedState()!),
    );
    for (const room of [host, guest]) room.onMessage(SERVER_MESSAGES.snapshot, () => {});
    host.onMessage(SERVER_MESSAGES.tick, () => {});
    const hostResults = nextMessage<ResultsMessage>(host, SERVER_MESSAGES.results);
    const guestResults = nextMessage<ResultsMessage>(guest, SERVER_MESSAGES.results);
    // Both swim to the wall at 12 strokes a second (under the rules' ceiling of 15): a stroke moves 5 to
    // 15 m, so at most 20 strokes each.
    let q = 0;
    const strokes = setInterval(() => {
      q += 1;
      host.send(CLIENT_MESSAGES.input, { q, i: { type: 'stroke' } });
      guest.send(CLIENT_MESSAGES.input, { q, i: { type: 'stroke' } });
    }, 80);
    const [a, b] = await Promise.all([hostResults, guestResults]).finally(() =>
      clearInterval(strokes),
    );
    expect(a).toEqual(b);
    expect(a.results.map((r) => r.playerId).sort()).toEqual(
      [host.sessionId, guest.sessionId].sort(),
    );
    expect(await overWhenResultsCame).toBe(true);
    // Ticks travel TICKS_PER_MESSAGE at a time (the last message of a round may carry fewer), in order.
    expect(ticks.map(([, tick]) => tick)).toEqual(ticks.map((_, i) => i + 1));
    expect(batches.slice(0, -1).every((batch) => batch.length === TICKS_PER_MESSAGE)).toBe(true);
    const applied = ticks.flatMap(([, , inputs]) => inputs);
    expect(applied).toContainEqual([1, { type: 'stroke' }]);
    expect(applied).toContainEqual([0, { type: 'stroke' }]);
    await waitForState(host, (s) => s.status === 'finished');
    await host.leave();
    await guest.leave();
  }, 15_000);

  it('counts down for the whole room at once: a stroke before GO is refused, the race clock starts at GO', async () => {
    const host = await create();
    const guest = await server.client().joinById<RoomStateView>(host.roomId, { name: 'Ben' });
    await waitForState(host, (s) => s.members.size === 2);
    const hostStart = nextMessage<GameMessage>(host, SERVER_MESSAGES.game);
    const guestStart = nextMessage<GameMessage>(guest, SERVER_MESSAGES.game);
    host.send(CLIENT_MESSAGES.start, {});
    const [hostGame, guestGame] = await Promise.all([hostStart, guestStart]);
    // Host and guest get the same game, on the same tick of the same countdown.
    expect(guestGame).toEqual(hostGame);
    expect(guestGame.state).toMatchObject({ phase: 'countdown', countdownMs: COUNTDOWN_MS });

    // The guest's browser runs the server's ticks, as the site does.
    const view = new RemoteGame(ALL_RULES.swimming, guest.sessionId, () => {});
    view.start(guestGame, performance.now());
    const taken: TickMessage[] = [];
    guest.onMessage(SERVER_MESSAGES.tick, (batch: TickBatch) => {
      for (const tick of batch) {
        taken.push(tick);
        view.onTick(tick, performance.now());
      }
    });
    guest.onMessage(SERVER_MESSAGES.snapshot, () => {});
    host.onMessage(SERVER_MESSAGES.tick, () => {});
    host.onMessage(SERVER_MESSAGES.snapshot, () => {});
    const confirmed = () => view.confirmedState() as SwimmingState;
    const guestSwimmer = () => confirmed().swimmers.find((s) => s.player.id === guest.sessionId)!;

    guest.send(CLIENT_MESSAGES.input, { q: 1, i: { type: 'stroke' } });
    // Refused: the server acknowledges it and applies nothing.
    await until(() => taken.some(([, , , acks]) => acks.some(([, seq]) => seq === 1)));
    expect(taken.every(([, , inputs]) => inputs.length === 0)).toBe(true);
    expect(confirmed().phase).toBe('countdown');
    expect(guestSwimmer().strokes).toBe(0);

    await until(() => confirmed().phase === 'playing');
    guest.send(CLIENT_MESSAGES.input, { q: 2, i: { type: 'stroke' } });
    await until(() => guestSwimmer().strokes === 1);
    // Counted from GO: well under the 3 s the countdown took.
    expect(guestSwimmer().finishedAtMs).toBeNull();
    expect(confirmed().elapsedMs).toBeLessThan(COUNTDOWN_MS);
    expect(confirmed().durationMs - confirmed().elapsedMs).toBeGreaterThan(27_000);
    await host.leave();
    await guest.leave();
  }, 15_000);
});
