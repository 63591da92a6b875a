// What every RoomsService does, whoever keeps the rooms: one suite, run against the memory service and
// against the game server's (a real server started by the test). Each visitor is a tab of its own.
import { countFor } from '../../shared/protocol/lobbyPage';
import { quickMatchName } from '../../shared/rooms/quickMatch';
import type { NewRoom } from '../../shared/rooms/types';
import type { RoomsService } from '../games/rooms/roomsService';

export interface RoomsWorld {
  /** A new visitor (a tab) with this display name, sharing the world's rooms. */
  visitor(name: string): RoomsService;
  close(): Promise<void>;
  /** The world's wait before AI players take a quick-match room's empty seats (short, for the tests). */
  quickMatchAiMs: number;
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
      // The list may show the room a moment before its maker is in it (players 0): wait for the seat too.
      await until(
        () =>
          host.get().publicRooms[0]?.id === room.roomId && host.get().publicRooms[0]?.players === 1,
        'the maker lists it first, with its maker in it',
      );
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

    it('Play now makes a public room of the game with the Create Game defaults when none waits', async () => {
      const asha = visitor('Asha');
      const joined = await asha.quickMatch('swimming');
      if (!joined.ok) throw new Error(`no quick match: ${joined.reason}`);
      expect(joined.entered.room).toMatchObject({
        name: quickMatchName('swimming'),
        sport: 'swimming',
        type: 'public',
        maxPlayers: 4,
        status: 'waiting',
        settings: { duration: 60, difficulty: 'medium', rounds: 1 },
      });
      expect(joined.entered.room.currentPlayers.map((p) => p.name)).toEqual(['Asha']);
      const id = joined.entered.room.id;
      await until(() => listed(asha, id) !== undefined, 'the quick-match room is listed');
    });

    it('Play now joins the waiting room of that game, not a room of another game nor one made by Create Game', async () => {
      const asha = visitor('Asha');
      const bruno = visitor('Bruno');
      const chen = visitor('Chen');
      await made(chen, { sport: 'swimming', maxPlayers: 4 });
      const first = await asha.quickMatch('swimming');
      const other = await chen.quickMatch('archery');
      const second = await bruno.quickMatch('swimming');
      if (!first.ok || !second.ok || !other.ok) throw new Error('a quick match failed');
      expect(second.entered.room.id).toBe(first.entered.room.id);
      expect(second.entered.room.currentPlayers.map((p) => p.name)).toEqual(['Asha', 'Bruno']);
      expect(other.entered.room.id).not.toBe(first.entered.room.id);
    });

    it('two visitors pressing Play now at once end in one room', async () => {
      const [asha, bruno] = await Promise.all([
        visitor('Asha').quickMatch('athletics'),
        visitor('Bruno').quickMatch('athletics'),
      ]);
      if (!asha.ok || !bruno.ok) throw new Error('a quick match failed');
      expect(bruno.entered.room.id).toBe(asha.entered.room.id);
    });

    it('Play now passes over a quick-match room whose seats are taken', async () => {
      // Basketball rooms seat two.
      const first = await visitor('Asha').quickMatch('basketball');
      const second = await visitor('Bruno').quickMatch('basketball');
      const third = await visitor('Chen').quickMatch('basketball');
      if (!first.ok || !second.ok || !third.ok) throw new Error('a quick match failed');
      expect(second.entered.room.id).toBe(first.entered.room.id);
      expect(third.entered.room.id).not.toBe(first.entered.room.id);
      expect(third.entered.room.currentPlayers.map((p) => p.name)).toEqual(['Chen']);
    });

    it('AI players take the empty seats of a quick-match room after the wait, and it starts', async () => {
      const asha = visitor('Asha');
      const joined = await asha.quickMatch('archery');
      if (!joined.ok) throw new Error(`no quick match: ${joined.reason}`);
      const id = joined.entered.room.id;
      await until(() => listed(asha, id)?.players === 1, 'the room is listed with its host');
      expect(listed(asha, id)?.status).toBe('waiting');
      await until(
        () => listed(asha, id)?.status === 'playing',
        'the room starts with AI players',
        world.quickMatchAiMs + 10_000,
      );
      expect(listed(asha, id)?.players).toBe(listed(asha, id)?.maxPlayers);
      // A started room takes no quick-match player: the next one makes a room of its own.
      const later = await visitor('Bruno').quickMatch('archery');
      if (!later.ok) throw new Error(`no quick match: ${later.reason}`);
      expect(later.entered.room.id).not.toBe(id);
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
