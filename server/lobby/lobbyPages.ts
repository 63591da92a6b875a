// Which page each lobby connection gets, and what to send it. Connections with the same sport filter share a
// group: the group's page is computed once per update and its message encoded once for all of them. A
// connection that joins (or changes its filter) gets the group's page whole; after that, each update sends
// only what changed since the page it has (lobbyPage.ts). Nothing is sent when nothing the page shows changed.
import type { GameId } from '../../shared/games/core/types';
import type { ListingTuple, LobbyPageMessage, SportFilter } from '../../shared/protocol/lobbyPage';
import type { IndexedRoom, RoomIndex } from './roomIndex';

/** A room as a group's page holds it: the index replaces a room's tuple when it changes, never edits it. */
interface PageEntry {
  id: string;
  version: number;
  tuple: ListingTuple;
}

const entryOf = ({ id, version, tuple }: IndexedRoom): PageEntry => ({ id, version, tuple });

interface Group<M> {
  filter: SportFilter;
  members: Set<M>;
  page: PageEntry[];
  /** Counts as last sent to this group (JSON). */
  counts: string;
  /** Goes up with each update the group is sent. */
  serial: number;
  /** The whole page at `serial`, made once for however many connections join. */
  whole: { serial: number; message: LobbyPageMessage } | null;
}

interface Member<M> {
  group: Group<M>;
  /** The group's serial this connection's page matches; -1: it needs the whole page. */
  serial: number;
}

/** One message for some connections. */
export interface Delivery<M> {
  to: M[];
  message: LobbyPageMessage;
}

export class LobbyPages<M> {
  private groups = new Map<SportFilter, Group<M>>();
  private members = new Map<M, Member<M>>();
  private seenChanges = -1;

  constructor(
    private readonly index: RoomIndex,
    private readonly pageSize: number,
  ) {}

  get connections() {
    return this.members.size;
  }

  /** Puts a connection in the group of `filter`; answers the whole page it should get now. */
  enter(member: M, filter: SportFilter): LobbyPageMessage {
    this.leave(member);
    const group = this.groupFor(filter);
    group.members.add(member);
    this.members.set(member, { group, serial: group.serial });
    return this.wholePage(group);
  }

  /**
   * Moves a connection to a filter (the same one: it asks for its page again) without answering now: it gets
   * the whole page of its group with the next update, so a connection that keeps asking costs one page per
   * update at most.
   */
  refilter(member: M, filter: SportFilter) {
    const known = this.members.get(member);
    if (known?.group.filter === filter) {
      known.serial = -1;
      return;
    }
    this.leave(member);
    const group = this.groupFor(filter);
    group.members.add(member);
    this.members.set(member, { group, serial: -1 });
  }

  leave(member: M) {
    const known = this.members.get(member);
    if (!known) return;
    this.members.delete(member);
    known.group.members.delete(member);
    if (known.group.members.size === 0) this.groups.delete(known.group.filter);
  }

  /** The messages of one update: for each group whose page changed, one diff (and whole pages for any new). */
  update(): Delivery<M>[] {
    const changed = this.index.changes !== this.seenChanges;
    this.seenChanges = this.index.changes;
    const deliveries: Delivery<M>[] = [];
    for (const group of this.groups.values()) {
      const current: M[] = [];
      const behind: M[] = [];
      for (const member of group.members) {
        (this.members.get(member)?.serial === group.serial ? current : behind).push(member);
      }
      const diff = changed ? this.advance(group) : null;
      if (diff && current.length > 0) deliveries.push({ to: current, message: diff });
      if (behind.length > 0) deliveries.push({ to: behind, message: this.wholePage(group) });
      for (const member of group.members) this.members.get(member)!.serial = group.serial;
    }
    return deliveries;
  }

  private groupFor(filter: SportFilter): Group<M> {
    let group = this.groups.get(filter);
    if (!group) {
      group = {
        filter,
        members: new Set(),
        page: this.index.page(filter, this.pageSize).map(entryOf),
        counts: JSON.stringify(this.index.counts()),
        serial: 0,
        whole: null,
      };
      this.groups.set(filter, group);
    }
    return group;
  }

  /** Moves the group to the index's current page; answers the diff, or null when its page is the same. */
  private advance(group: Group<M>): LobbyPageMessage | null {
    const page = this.index.page(group.filter, this.pageSize).map(entryOf);
    const counts = this.index.counts();
    const countsText = JSON.stringify(counts);
    const at = new Map(group.page.map((room, i) => [room.id, i]));
    let same = page.length === group.page.length && countsText === group.counts;
    const entries: LobbyPageMessage['r'] = page.map((room, i) => {
      const previous = at.get(room.id);
      if (previous !== undefined && group.page[previous]!.version === room.version) {
        if (previous !== i) same = false;
        return previous;
      }
      same = false;
      return room.tuple;
    });
    if (same) return null;
    const message: LobbyPageMessage = { r: entries };
    if (countsText !== group.counts) message.c = counts;
    group.page = page;
    group.counts = countsText;
    group.serial += 1;
    return message;
  }

  private wholePage(group: Group<M>): LobbyPageMessage {
    if (group.whole?.serial !== group.serial) {
      const counts = JSON.parse(group.counts) as Partial<Record<GameId, number>>;
      group.whole = {
        serial: group.serial,
        message: { r: group.page.map((room) => room.tuple), c: counts },
      };
    }
    return group.whole.message;
  }
}
