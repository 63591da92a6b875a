// @vitest-environment node
// The metrics endpoint: Prometheus's text format, readable from this machine or with METRICS_TOKEN, whose
// figures move as rooms open, play and close: rooms, clients, lobby clients, ticks timed, bytes sent on
// sockets, messages dropped by reason and limits hit by kind.
import { Client } from 'colyseus.js';
import {
  CLIENT_MESSAGES,
  GAME_ROOM,
  LOBBY_ROOM,
  type RoomStateView,
} from '../../shared/protocol/protocol';
import { localUrl, send } from '../test/http';
import { startTestServer, waitForState } from '../test/testServer';
import { METRICS_PATH } from '../http/metricsRoute';

let server: Awaited<ReturnType<typeof startTestServer>>;
let url: string;
beforeAll(async () => {
  server = await startTestServer();
  url = localUrl(server.server.port);
});
afterAll(() => server.stop());

async function metrics(): Promise<Map<string, number>> {
  const answer = await send(`${url}${METRICS_PATH}`);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const values = new Map<string, number>();
  for (const line of answer.body.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('metrics', () => {
  it('move when rooms open, play and close', async () => {
    const before = await metrics();
    expect(before.get('csg_rooms')).toBe(0);
    expect(before.has('nodejs_eventloop_lag_seconds')).toBe(true);

    const lobby = await new Client(url).joinOrCreate(LOBBY_ROOM);
    lobby.onMessage('*', () => {});
    const lobbyPagesBefore = (await metrics()).get('csg_lobby_messages_total') ?? 0;
    const host = await new Client(url).create<RoomStateView>(GAME_ROOM, {
      sport: 'swimming',
      type: 'public',
      maxPlayers: 2,
      duration: 30,
      name: 'Asha',
    });
    const guest = await new Client(url).joinById<RoomStateView>(host.roomId, { name: 'Ben' });
    for (const room of [host, guest]) room.onMessage('*', () => {});
    await waitForState(host, (s) => s.members.size === 2);
    host.send(CLIENT_MESSAGES.start, {});
    await waitForState(host, (s) => s.status === 'playing');
    guest.send(CLIENT_MESSAGES.start, {}); // not the host: dropped
    guest.send(CLIENT_MESSAGES.input, { q: 'one', i: {} }); // not an input: dropped
    await sleep(300);

    const during = await metrics();
    expect(during.get('csg_rooms')).toBe(1);
    expect(during.get('csg_clients')).toBe(3);
    expect(during.get('csg_lobby_clients')).toBe(1);
    expect(during.get('csg_tick_duration_seconds_count')).toBeGreaterThan(
      before.get('csg_tick_duration_seconds_count') ?? 0,
    );
    expect(during.get('csg_tick_lateness_seconds_count')).toBeGreaterThan(0);
    expect(during.get('csg_tick_duration_seconds_bucket{le="+Inf"}')).toBe(
      during.get('csg_tick_duration_seconds_count'),
    );
    expect(during.get('csg_websocket_bytes_sent_total')).toBeGreaterThan(
      before.get('csg_websocket_bytes_sent_total') ?? 0,
    );
    expect(during.get('csg_dropped_messages_total{reason="not-allowed"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(during.get('csg_dropped_messages_total{reason="invalid"}')).toBeGreaterThanOrEqual(1);
    // The room opening and starting changed the lobby's page: an update went to the lobby's connection.
    expect(during.get('csg_lobby_messages_total')).toBeGreaterThan(lobbyPagesBefore);
    expect(during.get('csg_lobby_bytes_total')).toBeGreaterThan(0);

    await guest.leave();
    await host.leave();
    await lobby.leave();
    await sleep(100);
    const after = await metrics();
    expect(after.get('csg_rooms')).toBe(0);
    expect(after.get('csg_clients')).toBe(0);
    expect(after.get('csg_lobby_clients')).toBe(0);
    expect(after.get('csg_websocket_bytes_sent_total')).toBeGreaterThanOrEqual(
      during.get('csg_websocket_bytes_sent_total')!,
    );
  });

  it('count limits hit by kind, and nothing about who hit them', async () => {
    const before = (await metrics()).get('csg_limits_hit_total{kind="body-size"}') ?? 0;
    const big = await send(`${url}/matchmake/create/${GAME_ROOM}`, {
      method: 'POST',
      body: 'x'.repeat(100_000),
    });
    expect(big.status).toBe(413);
    const answer = await send(`${url}${METRICS_PATH}`);
    expect(answer.body).toContain(`csg_limits_hit_total{kind="body-size"} ${before + 1}`);
    expect(answer.body).not.toMatch(/127\.0\.0\.1|::1/);
  });

  it('are for this machine, or for whoever holds METRICS_TOKEN', async () => {
    const previous = { trust: process.env.TRUST_PROXY, token: process.env.METRICS_TOKEN };
    process.env.TRUST_PROXY = '1';
    process.env.METRICS_TOKEN = 'a-long-secret';
    try {
      // Through a trusted front door, a visitor from elsewhere:
      const outside = { 'X-Forwarded-For': '203.0.113.9' };
      const refused = await send(`${url}${METRICS_PATH}`, { headers: outside });
      expect(refused.status).toBe(403);
      expect(refused.body).not.toContain('csg_');
      const wrong = await send(`${url}${METRICS_PATH}`, {
        headers: { ...outside, Authorization: 'Bearer guess' },
      });
      expect(wrong.status).toBe(403);
      const allowed = await send(`${url}${METRICS_PATH}`, {
        headers: { ...outside, Authorization: 'Bearer a-long-secret' },
      });
      expect(allowed.status).toBe(200);
      expect(allowed.body).toContain('csg_rooms');
    } finally {
      for (const [name, value] of [
        ['TRUST_PROXY', previous.trust],
        ['METRICS_TOKEN', previous.token],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
