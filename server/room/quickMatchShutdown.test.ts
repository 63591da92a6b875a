// @vitest-environment node
// A quick-match room waiting for players when the process shuts down closes like any other: its players are
// told why, and the room lets go of its listing without touching it again (relisting a listing the matchmaker
// has already removed threw in onLeave).
import type { Room } from 'colyseus.js';
import { GAME_ROOM, SERVER_MESSAGES, type NoticeMessage } from '../../shared/protocol/protocol';
import { QUICK_MATCH_OPTION } from '../../shared/rooms/quickMatch';
import { CLOSED_FOR_RESTART } from '../drainingGameRoom';
import { quietLog } from '../log/quietLog';
import { nextMessage, startTestServer, waitForState } from '../test/testServer';

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.QUICK_MATCH_AI_SECONDS;
});

it('closes a waiting quick-match room at shutdown with its notice and no error', async () => {
  process.env.QUICK_MATCH_AI_SECONDS = '600';
  const server = await startTestServer();
  const room: Room = await server
    .client()
    .joinOrCreate(GAME_ROOM, { [QUICK_MATCH_OPTION]: 'alpine-skiing', name: 'Asha' });
  await waitForState(room, (state) => state.members.size > 0);
  const logged = vi.spyOn(quietLog, 'note');
  const notice = nextMessage<NoticeMessage>(room, SERVER_MESSAGES.notice);
  const left = new Promise<number>((resolve) => room.onLeave(resolve));

  await server.stop();
  expect((await notice).text).toBe(CLOSED_FOR_RESTART);
  expect(await left).toBe(4000);
  expect(logged.mock.calls.map(([line]) => line)).toEqual([]);
});
