// @vitest-environment node
// A public server's daily junk does not fill its log: sockets with no seat and messages that are not
// MessagePack each give one line a minute (with the count of the rest), not a stack trace per attempt, and
// are counted in the metrics.
import { Protocol } from '@colyseus/core';
import WebSocket from 'ws';
import { GAME_ROOM, type RoomStateView } from '../../shared/protocol/protocol';
import { METRICS_PATH } from '../http/metricsRoute';
import { localUrl, send } from '../test/http';
import { startTestServer } from '../test/testServer';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function counter(name: string): Promise<number> {
  const body = (await send(`${localUrl(server.server.port)}${METRICS_PATH}`)).body;
  const line = body.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

it('logs one line per kind of junk, counts every one, and keeps serving', async () => {
  const lines: string[] = [];
  const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
  try {
    const noSeatBefore = await counter('csg_refused_total{reason="no-seat"}');
    const malformedBefore = await counter('csg_dropped_messages_total{reason="malformed"}');

    // Twenty sockets that name no seat.
    await Promise.all(
      Array.from(
        { length: 20 },
        (_, i) =>
          new Promise<void>((resolve) => {
            const socket = new WebSocket(
              `ws://127.0.0.1:${server.server.port}/process/room${i}?sessionId=forged`,
            );
            socket.on('close', () => resolve());
            socket.on('error', () => resolve());
          }),
      ),
    );
    // Twenty players who each send one message that is not MessagePack (each socket is closed for it).
    const host = await server.client().create<RoomStateView>(GAME_ROOM, {
      sport: 'swimming',
      type: 'public',
      maxPlayers: 8,
    });
    host.onMessage('*', () => {});
    for (let i = 0; i < 20; i += 1) {
      const rogue = await server.client().create<RoomStateView>(GAME_ROOM, { sport: 'archery' });
      rogue.onMessage('*', () => {});
      const gone = new Promise((resolve) => rogue.onLeave(resolve));
      rogue.connection.send(
        // 'input', then a MessagePack array that promises two items and holds one.
        Uint8Array.from([Protocol.ROOM_DATA, 0xa5, 0x69, 0x6e, 0x70, 0x75, 0x74, 0x92, 0x01]),
      );
      await gone;
    }
    await sleep(200);

    expect(lines.filter((line) => /no valid seat/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /not MessagePack/.test(line))).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/\n\s+at /);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(await counter('csg_refused_total{reason="no-seat"}')).toBe(noSeatBefore + 20);
    expect(await counter('csg_dropped_messages_total{reason="malformed"}')).toBe(
      malformedBefore + 20,
    );
    expect(host.connection.isOpen).toBe(true);
    await host.leave();
  } finally {
    error.mockRestore();
  }
}, 30_000);
