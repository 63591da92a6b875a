// Every public room of the game server (all processes), in the lobby's order, with how many there are of each
// sport. Kept by each process's lobby from the published listings; `changes` moves only when something the
// lobby shows changed, so an idle lobby costs nothing.
import type { GameId } from '../../shared/games/core/types';
import { toTuple, type ListingTuple, type SportFilter } from '../../shared/protocol/lobbyPage';
import type { RoomListing } from '../../shared/protocol/protocol';

export interface IndexedRoom {
  id: string;
  sport: GameId;
  rank: number;
  tuple: ListingTuple;
  /** Goes up each time the room's tuple changes. */
  version: number;
}

const before = (a: IndexedRoom, b: { rank: number; id: string }) =>
  a.rank < b.rank || (a.rank === b.rank && a.id < b.id);

const sameTuple = (a: ListingTuple, b: ListingTuple) => a.every((value, i) => value === b[i]);

export class RoomIndex {
  private ordered: IndexedRoom[] = [];
  private byId = new Map<string, IndexedRoom>();
  private perSport = new Map<GameId, number>();
  /** Counts every change of the list (a room added, changed or removed). */
  changes = 0;

  get size() {
    return this.ordered.length;
  }

  has(id: string) {
    return this.byId.has(id);
  }

  ids(): IterableIterator<string> {
    return this.byId.keys();
  }

  /** Adds or updates a room; true when the list changed. */
  upsert(id: string, listing: RoomListing, rank: number): boolean {
    const tuple = toTuple(id, listing);
    const known = this.byId.get(id);
    if (known && known.rank === rank && known.sport === listing.sport) {
      if (sameTuple(known.tuple, tuple)) return false;
      known.tuple = tuple;
      known.version += 1;
      this.changes += 1;
      return true;
    }
    if (known) this.remove(id);
    const version = known ? known.version + 1 : 0;
    const room: IndexedRoom = { id, sport: listing.sport, rank, tuple, version };
    this.ordered.splice(this.insertionPoint(room), 0, room);
    this.byId.set(id, room);
    this.perSport.set(room.sport, (this.perSport.get(room.sport) ?? 0) + 1);
    this.changes += 1;
    return true;
  }

  remove(id: string): boolean {
    const room = this.byId.get(id);
    if (!room) return false;
    this.byId.delete(id);
    this.ordered.splice(this.ordered.indexOf(room), 1);
    const left = (this.perSport.get(room.sport) ?? 1) - 1;
    if (left > 0) this.perSport.set(room.sport, left);
    else this.perSport.delete(room.sport);
    this.changes += 1;
    return true;
  }

  /** The first `size` rooms the filter shows, in order. */
  page(filter: SportFilter, size: number): IndexedRoom[] {
    if (filter === 'all') return this.ordered.slice(0, size);
    const page: IndexedRoom[] = [];
    for (const room of this.ordered) {
      if (room.sport !== filter) continue;
      page.push(room);
      if (page.length === size) break;
    }
    return page;
  }

  /** Public rooms per sport (sports with none are left out). */
  counts(): Partial<Record<GameId, number>> {
    return Object.fromEntries(this.perSport) as Partial<Record<GameId, number>>;
  }

  /** Binary search: where `room` goes in the order. */
  private insertionPoint(room: { rank: number; id: string }): number {
    let low = 0;
    let high = this.ordered.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (before(this.ordered[middle]!, room)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
