// @vitest-environment node
// The lobby's pages without a server: whatever rooms come, change and go, every connection's list, rebuilt
// from the messages it got as the site rebuilds it, is the first page of its filter, in the lobby's order;
// updates say only what changed, and nothing is sent when nothing on a page changed.
import fc from 'fast-check';
import type { GameId } from '../../shared/games/core/types';
import {
  applyLobbyPage,
  lobbyCounts,
  type LobbyPageMessage,
  type SportFilter,
} from '../../shared/protocol/lobbyPage';
import type { ListedRoom } from '../../shared/protocol/lobbyPage';
import type { RoomListing } from '../../shared/protocol/protocol';
import { listingRank } from './listingChannel';
import { LobbyPages } from './lobbyPages';
import { RoomIndex } from './roomIndex';

const SPORTS: GameId[] = ['swimming', 'archery', 'fencing'];
const PAGE = 5;

const listing = (sport: GameId, players = 1, playing = false): RoomListing => ({
  name: `${sport} room`,
  sport,
  type: 'public',
  status: playing ? 'playing' : 'waiting',
  players,
  maxPlayers: 8,
  duration: 30,
  difficulty: 'medium',
});

/** A connection as the site holds it: the list rebuilt from every message it got. */
class Viewer {
  rooms: ListedRoom[] = [];
  counts: Partial<Record<GameId, number>> = {};
  received: LobbyPageMessage[] = [];
  constructor(public filter: SportFilter) {}
  take(message: LobbyPageMessage) {
    const next = applyLobbyPage(this.rooms, message);
    if (!next) throw new Error('a page that does not follow from the one before');
    this.rooms = next;
    this.counts = lobbyCounts(message) ?? this.counts;
    this.received.push(message);
  }
}

function deliver(pages: LobbyPages<Viewer>) {
  for (const { to, message } of pages.update()) for (const viewer of to) viewer.take(message);
}

const expected = (index: RoomIndex, filter: SportFilter) =>
  index.page(filter, PAGE).map((room) => room.tuple[0]);

describe('lobby pages', () => {
  it('send the first page whole, then only what changed, and nothing when nothing did', () => {
    const index = new RoomIndex();
    for (let i = 0; i < 8; i += 1)
      index.upsert(`r${i}`, listing('swimming'), listingRank(1000 + i));
    const pages = new LobbyPages<Viewer>(index, PAGE);
    const viewer = new Viewer('all');
    viewer.take(pages.enter(viewer, 'all'));
    // Newest first, five of eight.
    expect(viewer.rooms.map((r) => r.id)).toEqual(['r7', 'r6', 'r5', 'r4', 'r3']);
    expect(viewer.counts).toEqual({ swimming: 8 });

    deliver(pages);
    expect(viewer.received).toHaveLength(1);

    // One room's players change: the update carries that room alone, the others by their place.
    index.upsert('r5', listing('swimming', 2), listingRank(1005));
    deliver(pages);
    expect(viewer.received).toHaveLength(2);
    const update = viewer.received[1]!;
    expect(update.r.filter((entry) => typeof entry !== 'number')).toHaveLength(1);
    expect(update.c).toBeUndefined();
    expect(viewer.rooms.find((r) => r.id === 'r5')?.players).toBe(2);

    // A change off the page changes only the counts.
    index.upsert('r0', listing('swimming', 3), listingRank(1000));
    deliver(pages);
    expect(viewer.received).toHaveLength(2);
    index.upsert('x', listing('archery'), listingRank(1));
    deliver(pages);
    expect(viewer.received.at(-1)!.c).toEqual({ swimming: 8, archery: 1 });
    expect(viewer.rooms.map((r) => r.id)).toEqual(['r7', 'r6', 'r5', 'r4', 'r3']);
  });

  it('filter on the server: a sport’s page, and a whole page again when asked', () => {
    const index = new RoomIndex();
    SPORTS.forEach((sport, i) => index.upsert(`r${i}`, listing(sport), listingRank(i)));
    const pages = new LobbyPages<Viewer>(index, PAGE);
    const viewer = new Viewer('archery');
    viewer.take(pages.enter(viewer, 'archery'));
    expect(viewer.rooms.map((r) => r.sport)).toEqual(['archery']);
    pages.refilter(viewer, 'fencing');
    viewer.rooms = [];
    deliver(pages);
    expect(viewer.rooms.map((r) => r.sport)).toEqual(['fencing']);
    // A connection that lost track asks again with its own filter: the next update is whole.
    pages.refilter(viewer, 'fencing');
    viewer.rooms = [];
    deliver(pages);
    expect(viewer.rooms.map((r) => r.sport)).toEqual(['fencing']);
  });

  it('keep every connection’s list equal to its filter’s first page, whatever happens (property)', () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('upsert' as const),
        room: fc.integer({ min: 0, max: 15 }),
        sport: fc.constantFrom(...SPORTS),
        players: fc.integer({ min: 1, max: 8 }),
        playing: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('remove' as const), room: fc.integer({ min: 0, max: 15 }) }),
      fc.record({
        kind: fc.constant('join' as const),
        filter: fc.constantFrom<SportFilter>('all', ...SPORTS),
      }),
      fc.record({
        kind: fc.constant('refilter' as const),
        viewer: fc.nat(),
        filter: fc.constantFrom<SportFilter>('all', ...SPORTS),
      }),
      fc.record({ kind: fc.constant('leave' as const), viewer: fc.nat() }),
      fc.record({ kind: fc.constant('update' as const) }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 80 }), (operations) => {
        const index = new RoomIndex();
        const pages = new LobbyPages<Viewer>(index, PAGE);
        const viewers: Viewer[] = [];
        const sportOf = new Map<number, GameId>();
        for (const op of operations) {
          if (op.kind === 'upsert') {
            // A room keeps its sport and its place for life, as rooms do.
            const sport = sportOf.get(op.room) ?? op.sport;
            sportOf.set(op.room, sport);
            index.upsert(`r${op.room}`, listing(sport, op.players, op.playing), op.room);
          } else if (op.kind === 'remove') {
            index.remove(`r${op.room}`);
            sportOf.delete(op.room);
          } else if (op.kind === 'join') {
            const viewer = new Viewer(op.filter);
            viewers.push(viewer);
            viewer.take(pages.enter(viewer, op.filter));
          } else if (op.kind === 'refilter' && viewers.length > 0) {
            const viewer = viewers[op.viewer % viewers.length]!;
            viewer.filter = op.filter;
            pages.refilter(viewer, op.filter);
          } else if (op.kind === 'leave' && viewers.length > 0) {
            const [gone] = viewers.splice(op.viewer % viewers.length, 1);
            pages.leave(gone!);
          } else if (op.kind === 'update') {
            deliver(pages);
          }
        }
        deliver(pages);
        for (const viewer of viewers) {
          expect(viewer.rooms.map((r) => r.id)).toEqual(expected(index, viewer.filter));
          expect(viewer.rooms).toEqual(
            index
              .page(viewer.filter, PAGE)
              .map((room) => applyLobbyPage([], { r: [room.tuple] })![0]),
          );
          expect(viewer.counts).toEqual(index.counts());
        }
        // One more update with nothing changed sends nothing.
        expect(pages.update()).toEqual([]);
      }),
      { seed: 20, numRuns: 300 },
    );
  });
});
