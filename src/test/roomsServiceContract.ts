// What every RoomsService does, whoever keeps the rooms: one suite, run against the memory service and
// against the game server's (a real server started by the test). Each visitor is a tab of its own.
import { countFor } from '../../shared/protocol/lobbyPage';
import type { NewRoom } from '../../shared/rooms/types';
import type { RoomsService } from '../games/rooms/roomsService';

export interface RoomsWorld {
  /** A new visitor (a tab) with this display name, sharing the world's rooms. */
  visitor(name: string): RoomsService;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await sleep(20);
  }
}

const newRoom = (room: Partial<NewRoom> = {}): NewRoom => ({
  sport: 'archery',
  type: 'public',
  maxPlayers: 2,
  duration: 30,
  difficulty: 'easy',
  ...room,
});

export function roomsServiceContract(name: string, makeWorld: () => Promise<RoomsWorld>) {
  describe(`${name}: the rooms service contract`, () => {
    let world: RoomsWorld;
    const stops: (() => void)[] = [];
    /** A visitor watching the list, as the lobby screen does. */
    const visitor = (who: string) => {
      const service = world.visitor(who);
      stops.push(service.watch());
      return service;
    };
    const made = async (service: RoomsService, room?: Partial<NewRoom>) => {
      const outcome = await service.create(newRoom(room));
      if (!outcome.ok) throw new Error(`could not make a room: ${outcome.reason}`);
      return outcome;
    };
    const listed = (service: RoomsService, roomId: string) =>
      service.get().publicRooms.find((room) => room.id === roomId);

    beforeEach(async () => {
      world = await makeWorld();
    });
    afterEach(async () => {
      for (const stop of stops.splice(0)) stop();
      await world.close();
    });

    it('lists a public room it made first, as its maker’s, for every visitor', async () => {
      const host = visitor('Asha');
      const guest = visitor('Bruno');
      const room = await made(host, { sport: 'swimming', maxPlayers: 3, difficulty: 'hard' });
      expect(room.inviteCode).toBeUndefined();
      await until(() => host.get().publicRooms[0]?.id === room.roomId, 'the maker lists it first');
      expect(host.get().publicRooms[0]).toMatchObject({
        sport: 'swimming',
        type: 'public',
        players: 1,
        maxPlayers: 3,
        duration: 30,
        difficulty: 'hard',
        youAreIn: true,
        youHost: true,
      });
      await until(() => listed(guest, room.roomId) !== undefined, 'another visitor lists it');
      expect(listed(guest, room.roomId)).toMatchObject({
        players: 1,
        youAreIn: false,
        youHost: false,
      });
      expect(host.get().yourPrivateRooms).toEqual([]);
    });

    it('keeps a private room off the list and shows its maker the code', async () => {
      const host = visitor('Asha');
      const guest = visitor('Bruno');
      const room = await made(host, { sport: 'fencing', type: 'private' });
      expect(room.inviteCode).toMatch(/^[A-Z2-9]{6}$/);
      await until(() => host.get().yourPrivateRooms.length === 1, 'its maker has it');
      expect(host.get().yourPrivateRooms[0]).toMatchObject({
        id: room.roomId,
        type: 'private',
        inviteCode: room.inviteCode,
        youHost: true,
      });
      // A public room made after it is listed: the private one would have been by then.
      const later = await made(guest, { sport: 'athletics' });
      await until(() => listed(guest, later.roomId) !== undefined, 'the later room is listed');
      expect(listed(guest, room.roomId)).toBeUndefined();
      expect(listed(host, room.roomId)).toBeUndefined();
      expect(guest.get().yourPrivateRooms).toEqual([]);
      expect(countFor(guest.get().counts, 'fencing')).toBe(0);
    });

    it('joins a private room by its code, however it is typed; an unknown code is not found', async () => {
      const host = visitor('Asha');
      const guest = visitor('Bruno');
      const room = await made(host, { type: 'private', maxPlayers: 4 });
      const code = room.inviteCode!;
      const joined = await guest.joinByCode(`  ${code.toLowerCase()} `);
      if (!joined.ok) throw new Error(`could not join by code: ${joined.reason}`);
      expect(joined.entered.room).toMatchObject({ id: room.roomId, type: 'private' });
      expect(joined.entered.room.currentPlayers.map((p) => p.name)).toEqual(['Asha', 'Bruno']);

      const unknown = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
      expect(await visitor('Chen').joinByCode(unknown)).toEqual({ ok: false, reason: 'not-found' });
      expect(await visitor('Dana').joinByCode('no')).toEqual({ ok: false, reason: 'not-found' });
    });

    it('joins a public room by its id, refuses a full room, and takes a player again once one leaves', async () => {
      const host = visitor('Asha');
      const guest = visitor('Bruno');
      const third = visitor('Chen');
      const room = await made(host, { maxPlayers: 2 });
      const joined = await guest.join(room.roomId);
      if (!joined.ok) throw new Error(`could not join: ${joined.reason}`);
      expect(joined.entered.room.id).toBe(room.roomId);
      await until(() => listed(third, room.roomId)?.players === 2, 'the list counts two players');

      expect(await third.join(room.roomId)).toEqual({ ok: false, reason: 'full' });

      await guest.leave(room.roomId);
      await until(() => listed(third, room.roomId)?.players === 1, 'the list counts one player');
      const after = await third.join(room.roomId);
      expect(after.ok).toBe(true);
    });

    it('refuses a room that is not there', async () => {
      expect(await visitor('Asha').join('no-such-room')).toEqual({
        ok: false,
        reason: 'not-found',
      });
    });

    it('closes a room its last player leaves', async () => {
      const host = visitor('Asha');
      const guest = visitor('Bruno');
      const room = await made(host);
      await until(() => listed(guest, room.roomId) !== undefined, 'the room is listed');
      await host.leave(room.roomId);
      await until(() => listed(guest, room.roomId) === undefined, 'the room is gone from the list');
      expect(listed(host, room.roomId)).toBeUndefined();
    });

    it('counts the public rooms of each sport', async () => {
      const asha = visitor('Asha');
      const bruno = visitor('Bruno');
      const chen = visitor('Chen');
      const dana = visitor('Dana');
      await made(asha, { sport: 'archery' });
      await made(bruno, { sport: 'archery' });
      await made(chen, { sport: 'fencing' });
      await made(dana, { sport: 'fencing', type: 'private' });
      const counts = () => asha.get().counts;
      await until(() => countFor(counts(), 'all') === 3, 'three public rooms are counted');
      expect(countFor(counts(), 'archery')).toBe(2);
      expect(countFor(counts(), 'fencing')).toBe(1);
      expect(countFor(counts(), 'swimming')).toBe(0);
    });
  });
}
