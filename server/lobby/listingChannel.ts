// How game rooms tell every lobby (on every process of a cluster) what they look like: each change of a
// public room's listing is published with the listing itself, so no lobby has to read the room back from the
// matchmaker (with Redis, Colyseus's own lobby channel made every lobby load and parse every room on every
// change). A listing is published by the room that owns it; null means the room is gone.
import type { Presence } from '@colyseus/core';
import type { RoomListing } from '../../shared/protocol/protocol';

export const LISTING_CHANNEL = 'csg:listing';

/** [room id, its listing (null: gone from the list), its place in the lobby's order]. */
export type ListingUpdate = [id: string, listing: RoomListing | null, rank: number];

export function publishListing(presence: Presence, id: string, listing: RoomListing, rank: number) {
  const update: ListingUpdate = [id, listing, rank];
  void presence.publish(LISTING_CHANNEL, update);
}

export function unpublishListing(presence: Presence, id: string) {
  const update: ListingUpdate = [id, null, 0];
  void presence.publish(LISTING_CHANNEL, update);
}

/** Calls `onUpdate` with every listing published from now on; resolves with the way to stop. */
export async function subscribeListings(
  presence: Presence,
  onUpdate: (update: ListingUpdate) => void,
): Promise<() => void> {
  const listener = (update: unknown) => {
    if (Array.isArray(update) && typeof update[0] === 'string') onUpdate(update as ListingUpdate);
  };
  await presence.subscribe(LISTING_CHANNEL, listener);
  return () => void presence.unsubscribe(LISTING_CHANNEL, listener);
}

/**
 * Where a room goes in the lobby's list (ascending): rooms people made, newest first, then the spec's sample
 * rooms in the order its generator made them (as the list offline shows them).
 */
export function listingRank(createdAtMs: number, sampleOrder?: number): number {
  return sampleOrder === undefined ? -createdAtMs : sampleOrder;
}
