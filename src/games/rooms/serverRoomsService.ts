// The rooms of the game server as a RoomsService: the lobby's live list (a page of public rooms and the
// counts per sport) and the room this tab holds there, which it leaves when it goes into another.
import type { JoinOptions } from '../../../shared/protocol/protocol';
import { normalizeInviteCode } from '../../../shared/rooms/inviteCode';
import type { OnlineService, OnlineSnapshot } from '../online/onlineService';
import type { OnlineJoin, OnlineRoom } from '../online/onlineTypes';
import { forgetRoom, savedRoom } from '../online/savedRoom';
import { roomOfOnline } from './onlineRoom';
import { cardOfHeldRoom, cardOfListing } from './roomCards';
import type { EnteredRoom, RoomsJoin, RoomsService, RoomsSnapshot } from './roomsService';

function snapshotOf({ rooms: listed, roomCounts, held }: OnlineSnapshot): RoomsSnapshot {
  const heldCard = held ? cardOfHeldRoom(held.id, held.view(), held.sessionId) : null;
  const publicRooms = listed.map((room) =>
    cardOfListing(room, room.id === held?.id, room.id === heldCard?.id && heldCard.youHost),
  );
  // The room you just made heads the list, even before the lobby's own update arrives.
  if (heldCard?.type === 'public' && !publicRooms.some((room) => room.id === heldCard.id)) {
    publicRooms.unshift(heldCard);
  }
  return {
    publicRooms,
    // Private rooms are never listed: the one this tab holds is the only one it knows.
    yourPrivateRooms: heldCard?.type === 'private' ? [heldCard] : [],
    counts: roomCounts,
  };
}

const enteredOf = (room: OnlineRoom): EnteredRoom => ({ room: roomOfOnline(room), online: room });

/** `who()`: the name and avatar others see, asked at each create or join. */
export function createServerRoomsService(
  online: OnlineService,
  who: () => JoinOptions,
): RoomsService {
  let cached: { from: OnlineSnapshot; version: number; snapshot: RoomsSnapshot } | null = null;

  /** This tab holds one room: going into another leaves the one before. */
  const hold = (room: OnlineRoom) => {
    const before = online.get().held;
    if (before && before !== room) void before.leave();
    online.hold(room);
  };
  const enter = (join: OnlineJoin): RoomsJoin => {
    if (!join.ok) return join;
    hold(join.room);
    return { ok: true, entered: enteredOf(join.room) };
  };

  return {
    get() {
      const from = online.get();
      const version = from.held?.version() ?? 0;
      if (cached?.from !== from || cached.version !== version) {
        cached = { from, version, snapshot: snapshotOf(from) };
      }
      return cached.snapshot;
    },
    subscribe(listener) {
      // The held room's players and status change its card: follow whichever room is held.
      let heldRoom: OnlineRoom | null = null;
      let offHeld = () => {};
      const followHeld = () => {
        const { held } = online.get();
        if (held === heldRoom) return;
        offHeld();
        heldRoom = held;
        offHeld = held ? held.subscribe(listener) : () => {};
      };
      followHeld();
      const offOnline = online.subscribe(() => {
        followHeld();
        listener();
      });
      return () => {
        offOnline();
        offHeld();
      };
    },
    watch: () => online.watchRooms(),
    filter: (sport) => online.filterRooms(sport),
    async create(room) {
      const lobby = await online.connect();
      if (!lobby) return { ok: false, reason: 'network' };
      const made = await lobby.create(room, who());
      if (!made.ok) return made;
      hold(made.room);
      const { inviteCode } = made.room.view();
      return { ok: true, roomId: made.room.id, ...(inviteCode ? { inviteCode } : {}) };
    },
    async join(roomId) {
      const lobby = await online.connect();
      if (!lobby) return { ok: false, reason: 'network' };
      const { held } = online.get();
      if (held?.id === roomId) return { ok: true, entered: enteredOf(held) };
      return enter(await lobby.join(roomId, who()));
    },
    async quickMatch(sport) {
      const lobby = await online.connect();
      if (!lobby) return { ok: false, reason: 'network' };
      return enter(await lobby.quickMatch(sport, who()));
    },
    async spectate(roomId) {
      const lobby = await online.connect();
      if (!lobby) return { ok: false, reason: 'network' };
      return enter(await lobby.watchRoom(roomId, who()));
    },
    async joinByCode(code) {
      const lobby = await online.connect();
      if (!lobby) return { ok: false, reason: 'network' };
      return enter(await lobby.joinByCode(normalizeInviteCode(code), who()));
    },
    async leave(roomId) {
      const { held } = online.get();
      if (held?.id !== roomId) return;
      online.hold(null);
      await held.leave();
    },
    async rejoin() {
      const saved = savedRoom();
      if (!saved) return null;
      const lobby = await online.connect();
      if (!lobby) return null;
      const join = saved.watching
        ? await lobby.watchRoom(saved.roomId, who())
        : await lobby.reconnect(saved.token);
      if (!join.ok) {
        forgetRoom();
        return null;
      }
      hold(join.room);
      return enteredOf(join.room);
    },
  };
}
