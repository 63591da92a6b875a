// @vitest-environment node
// Clients that do not play fair, against a real game server: malformed and random messages in
// every game, broken and oversized frames, an auto-clicker, a guest acting as the host or for another seat,
// enumeration of invite codes, and a room whose game fails on the server.
import { request, Agent } from 'node:http';
import { matchMaker, Protocol } from '@colyseus/core';
import type { Room } from 'colyseus.js';
import { ALL_RULES } from '../../shared/games/allRules';
import { MINI_GAMES } from '../../shared/games/catalog';
import type { GameId, RulesState } from '../../shared/games/core/types';
import { COUNTDOWN_MS } from '../../shared/games/core/countdown';
import { runTick, TICK_MS } from '../../shared/protocol/lockstep';
import {
  CLIENT_MESSAGES,
  GAME_ROOM,
  JOIN_BY_CODE_PATH,
  LOBBY_ROOM,
  SERVER_MESSAGES,
  type GameMessage,
  type NoticeMessage,
  type RoomStateView,
  type SnapshotMessage,
  type TickMessage,
} from '../../shared/protocol/protocol';
import { CODE_ATTEMPTS_BURST } from '../attemptLimiter';
import { startTestServer, waitForState, watchLobby } from '../test/testServer';
import { allNumbersFinite, hostileMessages } from '../test/hostilePayloads';
import { CLOSED_AFTER_FAULT, type GameRoom } from './GameRoom';
import { INPUT_BURST, INPUTS_PER_SECOND } from './inputLimiter';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => {
  // Rooms whose dropped attackers still hold a seat would otherwise play out their game before the stop.
  process.env.SHUTDOWN_GRACE_SECONDS = '0';
  return server.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const createRoom = (sport: GameId, extra: object = {}) =>
  server.client().create<RoomStateView>(GAME_ROOM, {
    sport,
    type: 'public',
    maxPlayers: 2,
    duration: 60,
    difficulty: 'medium',
    name: 'Asha',
    ...extra,
  });

const serverRoom = (roomId: string) => matchMaker.getLocalRoomById(roomId) as GameRoom;

/** Everything a well-behaved member receives during a game: the game, every tick, every snapshot. */
function watch(room: Room<RoomStateView>) {
  const seen = {
    game: null as GameMessage | null,
    ticks: [] as TickMessage[],
    snapshots: [] as SnapshotMessage[],
    notices: [] as NoticeMessage[],
  };
  room.onMessage(SERVER_MESSAGES.game, (game: GameMessage) => (seen.game = game));
  room.onMessage(SERVER_MESSAGES.tick, (batch: TickMessage[]) => seen.ticks.push(...batch));
  room.onMessage(SERVER_MESSAGES.snapshot, (s: SnapshotMessage) => seen.snapshots.push(s));
  room.onMessage(SERVER_MESSAGES.results, () => {});
  room.onMessage(SERVER_MESSAGES.notice, (notice: NoticeMessage) => seen.notices.push(notice));
  return seen;
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

/**
 * What a fair member of the room sees is sound: the ticks come one after another, they carry only inputs of
 * the game from the room's seats, and playing them on the rules in the browser's way gives exactly the
 * server's snapshot, which holds no NaN or infinity anywhere.
 */
function expectSoundGame(sport: GameId, seen: ReturnType<typeof watch>) {
  const rules = ALL_RULES[sport];
  const game = seen.game!;
  const snapshot = seen.snapshots[0]!;
  expect(seen.ticks.map(([, tick]) => tick)).toEqual(
    Array.from({ length: seen.ticks.length }, (_, i) => i + 1),
  );
  // The game's state as JSON; the rules take it as it came.
  let state = game.state as RulesState;
  for (const [, tick, inputs] of seen.ticks) {
    for (const [seat, input] of inputs) {
      expect(game.players[seat]?.isAI).toBe(false);
      expect(rules.isInput(input)).toBe(true);
      expect(JSON.stringify(input).length).toBeLessThan(100);
    }
    const seatInputs = inputs.map(([seat, input]) => ({ playerId: game.players[seat]!.id, input }));
    state = runTick(rules, state, seatInputs);
    if (tick === snapshot.tick) break;
  }
  expect(state).toEqual(snapshot.state);
  expect(allNumbersFinite(snapshot.state)).toBe(true);
}

describe('hostile clients', () => {
  it.each(MINI_GAMES.map((game) => game.id))(
    '%s: random and malformed messages are dropped and counted; the room plays on and the other player sees a sound game',
    async (sport) => {
      const host = await createRoom(sport);
      const attacker = await server
        .client()
        .joinById<RoomStateView>(host.roomId, { name: 'Mallory' });
      await waitForState(host, (s) => s.members.size === 2);
      const seen = watch(host);
      attacker.onMessage('*', () => {});
      host.send(CLIENT_MESSAGES.start, {});
      await until(() => seen.game !== null);

      const messages = hostileMessages(sport.length * 7919, 300);
      for (const [index, { type, payload }] of messages.entries()) {
        attacker.send(type, payload);
        if (index % 25 === 0) await sleep(10);
      }
      await until(() => seen.snapshots.length > 0);

      expect(attacker.connection.isOpen).toBe(true);
      expect(serverRoom(host.roomId).dropped).toBeGreaterThan(100);
      expect(host.state.status).toBe('playing');
      expect(host.state.hostId).toBe(host.sessionId);
      expect(host.state.maxPlayers).toBe(2);
      expectSoundGame(sport, seen);
      await attacker.leave();
      await host.leave();
    },
  );

  it('broken frames and a 1 MB frame close only the sender’s socket; the room plays on', async () => {
    const host = await createRoom('swimming', { maxPlayers: 3 });
    const broken = await server.client().joinById<RoomStateView>(host.roomId, { name: 'Mallory' });
    const huge = await server.client().joinById<RoomStateView>(host.roomId, { name: 'Trudy' });
    await waitForState(host, (s) => s.members.size === 3);
    const seen = watch(host);
    for (const room of [broken, huge]) room.onMessage('*', () => {});
    host.send(CLIENT_MESSAGES.start, {});
    await until(() => seen.game !== null);

    // Random bytes in every protocol slot, then a room message whose body is not msgpack.
    for (let code = 0; code < 256; code += 1) {
      broken.connection.send(Uint8Array.from([code, 0xc1, 0xff, 0x00, code]));
    }
    broken.connection.send(
      Uint8Array.from([Protocol.ROOM_DATA, 0xa5, 0x69, 0x6e, 0x70, 0x75, 0x74, 0xc1]),
    );
    huge.connection.send(new Uint8Array(1024 * 1024).fill(Protocol.ROOM_DATA));

    await until(() => !broken.connection.isOpen && !huge.connection.isOpen);
    const ticksBefore = seen.ticks.length;
    await until(() => seen.snapshots.length > 0);
    expect(seen.ticks.length).toBeGreaterThan(ticksBefore);
    expectSoundGame('swimming', seen);
    await host.leave();
  });

  it('an auto-clicker at 200 a second gets no further than a player at the human ceiling, and stays connected', async () => {
    const human = await createRoom('athletics');
    const clicker = await server.client().joinById<RoomStateView>(human.roomId, { name: 'Bot' });
    await waitForState(human, (s) => s.members.size === 2);
    const seen = watch(human);
    clicker.onMessage('*', () => {});
    human.send(CLIENT_MESSAGES.start, {});
    await until(() => seen.game !== null);

    let humanSeq = 0;
    let clickerSeq = 0;
    const handsStarted = performance.now();
    const humanHand = setInterval(
      () => human.send(CLIENT_MESSAGES.input, { q: ++humanSeq, i: { type: 'run' } }),
      1000 / INPUTS_PER_SECOND,
    );
    const clickerHand = setInterval(
      () => clicker.send(CLIENT_MESSAGES.input, { q: ++clickerSeq, i: { type: 'run' } }),
      5,
    );
    await sleep(2_000);
    clearInterval(humanHand);
    clearInterval(clickerHand);
    const handsSeconds = (performance.now() - handsStarted) / 1000;
    await sleep(300);

    const game = seen.game!;
    const taken = (id: string) => {
      const seat = game.players.findIndex((p) => p.id === id);
      return seen.ticks.flatMap(([, , inputs]) => inputs).filter(([s]) => s === seat).length;
    };
    const lastAck = (id: string) => {
      const seat = game.players.findIndex((p) => p.id === id);
      const acks = seen.ticks.flatMap(([, , , a]) => a).filter(([s]) => s === seat);
      return Math.max(...acks.map(([, seq]) => seq));
    };
    expect(clickerSeq).toBeGreaterThan(250);
    // Bounded by what a hand at the ceiling could send in the time the hands ran, plus the burst: measured
    // time, not the human's interval, which a busy machine fires less often than asked.
    const ceiling = INPUT_BURST + Math.ceil(INPUTS_PER_SECOND * handsSeconds);
    expect(taken(clicker.sessionId)).toBeLessThanOrEqual(ceiling);
    expect(taken(clicker.sessionId)).toBeLessThan(clickerSeq / 4);
    // The excess is acknowledged (the clicker's screen stops predicting it), not answered by a disconnect.
    expect(lastAck(clicker.sessionId)).toBe(clickerSeq);
    expect(clicker.connection.isOpen).toBe(true);
    await clicker.leave();
    await human.leave();
  });

  it('a guest can neither start, restart nor act for the host’s seat', async () => {
    const host = await createRoom('swimming');
    const guest = await server.client().joinById<RoomStateView>(host.roomId, { name: 'Ben' });
    await waitForState(host, (s) => s.members.size === 2);
    const seen = watch(host);
    guest.onMessage('*', () => {});
    guest.send(CLIENT_MESSAGES.start, {});
    await sleep(200);
    expect(host.state.status).toBe('waiting');
    host.send(CLIENT_MESSAGES.start, {});
    await until(() => seen.game !== null);
    // After GO: a press in the countdown is refused whoever sends it.
    await until(() => seen.ticks.length * TICK_MS > COUNTDOWN_MS, 10_000);

    // The seat is the sender's, whatever the message claims.
    guest.send(CLIENT_MESSAGES.input, {
      q: 1,
      i: { type: 'stroke', playerId: host.sessionId, seat: 0 },
    });
    await until(() => seen.ticks.some(([, , inputs]) => inputs.length > 0));
    const guestSeat = seen.game!.players.findIndex((p) => p.id === guest.sessionId);
    expect(seen.ticks.flatMap(([, , inputs]) => inputs.map(([seat]) => seat))).toEqual([guestSeat]);

    // Both swim to the wall; then only the host's Play Again starts the next race.
    let seq = 1;
    const strokes = setInterval(() => {
      seq += 1;
      for (const room of [host, guest])
        room.send(CLIENT_MESSAGES.input, { q: seq, i: { type: 'stroke' } });
    }, 80);
    await waitForState(host, (s) => s.status === 'finished');
    clearInterval(strokes);
    guest.send(CLIENT_MESSAGES.again, {});
    await sleep(300);
    expect(host.state.status).toBe('finished');
    expect(host.state.round).toBe(1);
    host.send(CLIENT_MESSAGES.again, {});
    await waitForState(host, (s) => s.round === 2 && s.status === 'playing');
    await guest.leave();
    await host.leave();
  }, 30_000);

  it('the lobby ignores whatever it is sent and goes on listing rooms', async () => {
    const lobby = await server.client().joinOrCreate(LOBBY_ROOM);
    const list = watchLobby(lobby);
    for (const { type, payload } of hostileMessages(77, 200)) lobby.send(type, payload);
    lobby.send('filter', { $where: 'sleep(1000)', private: true, locked: true });
    lobby.send('filter', { sport: 'archery', private: true });
    lobby.send('filter', { sport: '__proto__' });
    await sleep(100);
    const room = await createRoom('archery');
    await list.until((rooms) => rooms.some((r) => r.id === room.roomId));
    expect(lobby.connection.isOpen).toBe(true);
    await room.leave();
    await lobby.leave();
  });

  it('a private room never shows in the public list, and its code is nowhere in it', async () => {
    const lobby = await server.client().joinOrCreate(LOBBY_ROOM);
    lobby.send('filter', { private: true });
    const list = watchLobby(lobby);
    const host = await createRoom('archery', { type: 'private' });
    await waitForState(host, (s) => s.inviteCode.length === 6);
    const publicRoom = await createRoom('archery');
    await list.until((rooms) => rooms.some((r) => r.id === publicRoom.roomId));
    expect(JSON.stringify(list.messages)).not.toContain(host.roomId);
    expect(JSON.stringify(list.messages)).not.toContain(host.state.inviteCode);
    // Nor does the matchmaker seat anyone in it, whatever the request asks for.
    const joined = await server.client().join(GAME_ROOM, { type: 'private', roomId: host.roomId });
    expect(joined.roomId).not.toBe(host.roomId);
    await joined.leave();
    await publicRoom.leave();
    await host.leave();
    await lobby.leave();
  });

  it('a crafted create cannot name the room: its name stays the sport’s and is plain text', async () => {
    const host = await createRoom('fencing', {
      roomName: '<img src=x onerror=alert(1)>',
      inviteCode: 'AAAAAA',
      hostId: 'someone',
      sample: { name: '<script>alert(1)</script>' },
      serverOnlyKey: 'guess',
    });
    await waitForState(host, (s) => s.members.size === 1);
    expect(host.state.name).toBe('Fencing Custom Game');
    expect(host.state.inviteCode ?? '').toBe('');
    expect(host.state.hostId).toBe(host.sessionId);
    await host.leave();
  });
});

describe('invite codes cannot be enumerated', () => {
  const attempt = (agent: Agent, forwardedFor?: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ code: 'ZZZZZZ', name: 'Eve' });
      const req = request(
        `${server.url}${JOIN_BY_CODE_PATH}`,
        {
          method: 'POST',
          agent,
          headers: {
            'Content-Type': 'application/json',
            ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('limits attempts per address, and per connection where addresses cannot be told apart', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const previous = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
    try {
      // One connection, a new forwarded address each time: the connection's own limit stops it.
      const statuses: number[] = [];
      for (let i = 0; i <= CODE_ATTEMPTS_BURST; i += 1)
        statuses.push(await attempt(agent, `10.0.0.${i}`));
      expect(statuses.slice(0, CODE_ATTEMPTS_BURST).every((s) => s === 404)).toBe(true);
      expect(statuses[CODE_ATTEMPTS_BURST]).toBe(429);
      // One address, a new connection each time: the address's limit stops it.
      const perAddress: number[] = [];
      for (let i = 0; i <= CODE_ATTEMPTS_BURST; i += 1) {
        const fresh = new Agent({ keepAlive: false });
        perAddress.push(await attempt(fresh, '10.9.9.9'));
      }
      expect(perAddress.slice(0, CODE_ATTEMPTS_BURST).every((s) => s === 404)).toBe(true);
      expect(perAddress[CODE_ATTEMPTS_BURST]).toBe(429);
    } finally {
      agent.destroy();
      if (previous === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = previous;
    }
  });
});

describe('a failure inside one room', () => {
  it('closes that room with a message to its players; the other rooms play on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = await createRoom('swimming');
    const healthy = await createRoom('swimming');
    const failingSeen = watch(failing);
    const healthySeen = watch(healthy);
    failing.send(CLIENT_MESSAGES.start, {});
    healthy.send(CLIENT_MESSAGES.start, {});
    await until(() => failingSeen.ticks.length > 5 && healthySeen.ticks.length > 5);
    const left = new Promise<number>((resolve) => failing.onLeave(resolve));

    const { match } = (
      serverRoom(failing.roomId) as unknown as { rounds: { match: { runTick(): never } } }
    ).rounds;
    match.runTick = () => {
      throw new Error('a bug in a game’s rules');
    };

    await until(() => failingSeen.notices.length > 0);
    expect(failingSeen.notices[0]?.text).toBe(CLOSED_AFTER_FAULT);
    // A consented close: the browser shows the notice instead of trying to reconnect.
    expect(await left).toBe(Protocol.WS_CLOSE_CONSENTED);
    expect(matchMaker.getLocalRoomById(failing.roomId)).toBeUndefined();
    expect(errors).toHaveBeenCalled();
    const healthyTicks = healthySeen.ticks.length;
    await sleep(300);
    expect(healthySeen.ticks.length).toBeGreaterThan(healthyTicks + 3);
    expect(healthySeen.notices).toEqual([]);
    await healthy.leave();
    errors.mockRestore();
  });
});
