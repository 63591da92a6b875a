// @vitest-environment node
// Names at the door of a room: a name cut inside an emoji (a lone surrogate half) used to reach every member's
// state and break their decoding of it; invisible and bidi characters made names pass for others; and a name
// could pass for another seat ('Host', 'AI', a name already in the room). Real colyseus.js clients decode the
// room's state after such names.
import type { Room } from 'colyseus.js';
import { GAME_ROOM, type RoomStateView } from '../../shared/protocol/protocol';
import { startTestServer, waitForState } from '../test/testServer';
import { seatName } from './seatNames';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const create = (name: string) =>
  server.client().create<RoomStateView>(GAME_ROOM, {
    sport: 'swimming',
    type: 'public',
    maxPlayers: 8,
    duration: 30,
    name,
  });
const join = (room: Room, name: string) =>
  server.client().joinById<RoomStateView>(room.roomId, { name });
function names(room: Room<RoomStateView>): string[] {
  const members: { name: string; order: number }[] = [];
  room.state.members.forEach((member) => members.push(member));
  return members.sort((a, b) => a.order - b.order).map((m) => m.name);
}
const LONE_SURROGATE = /\p{Cs}/u;

describe('names in a room', () => {
  it('a lone surrogate is stripped, and every member decodes the state', async () => {
    const host = await create('Asha');
    // A name cut in the middle of an emoji: '😀'.slice(0, 1) is half of it.
    const cut = await join(host, `Ben ${'😀'.slice(0, 1)}`);
    const low = await join(host, `Chi\uDE00ra`);
    const observer = await join(host, 'Dana');
    for (const room of [host, cut, low, observer]) room.onMessage('*', () => {});
    for (const room of [host, cut, low, observer]) {
      await waitForState(room, (s) => s.members.size === 4);
      expect(names(room)).toEqual(['Asha', 'Ben', 'Chira', 'Dana']);
    }
    // The state goes on decoding as it changes.
    await observer.leave();
    await waitForState(host, (s) => s.members.size === 3);
    await waitForState(low, (s) => s.members.size === 3);
    expect(names(low).some((name) => LONE_SURROGATE.test(name))).toBe(false);
    for (const room of [host, cut, low]) await room.leave();
  });

  it('invisible and bidi characters are dropped, so a name cannot hide as another', async () => {
    const host = await create('Asha');
    const hidden = await join(host, 'As\u200Bha');
    const turned = await join(host, '\u202Eahsa\u202C');
    const filler = await join(host, '\u3164');
    for (const room of [host, hidden, turned, filler]) room.onMessage('*', () => {});
    await waitForState(host, (s) => s.members.size === 4);
    expect(names(host)).toEqual(['Asha', 'Asha 2', 'ahsa', 'Player']);
    for (const room of [host, hidden, turned, filler]) await room.leave();
  });

  it('a name that passes for another seat gets a suffix, or becomes Player', async () => {
    const host = await create('Host');
    const ai = await join(host, 'ai');
    const same = await join(host, 'player');
    const twin = await join(host, 'PLAYER');
    for (const room of [host, ai, same, twin]) room.onMessage('*', () => {});
    await waitForState(host, (s) => s.members.size === 4);
    expect(names(host)).toEqual(['Player', 'Player 2', 'player 3', 'PLAYER 4']);
    for (const room of [host, ai, same, twin]) await room.leave();
  });
});

describe('seatName', () => {
  it('numbers a name already taken (any case), within 20 characters, never inside an emoji', () => {
    expect(seatName('Asha', [])).toBe('Asha');
    expect(seatName('Asha', ['asha'])).toBe('Asha 2');
    expect(seatName('Asha', ['Asha', 'Asha 2'])).toBe('Asha 3');
    expect(seatName('You', [])).toBe('Player');
    expect(seatName('HOST', [])).toBe('Player');
    expect(seatName('Sofia', ['Sofia'])).toBe('Sofia 2');
    const long = 'Abcdefghijklmnopqr😀';
    expect([...long]).toHaveLength(19);
    const numbered = seatName(long, [long]);
    expect(numbered).toBe('Abcdefghijklmnopqr 2');
    expect(LONE_SURROGATE.test(numbered)).toBe(false);
    const emoji = '😀'.repeat(19);
    expect(seatName(emoji, [emoji])).toBe(`${'😀'.repeat(18)} 2`);
  });
});
