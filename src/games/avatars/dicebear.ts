// The only module importing DiceBear, so the library stays in its own lazy chunk. It keeps each picture it
// draws in the avatars' cache itself, and that import matters to the first page load: Rolldown puts its
// module helpers (DiceBear's chunk needs them, like React) in the app's entry chunk only when every chunk
// using them loads the entry first, statically; otherwise they get a chunk of their own, one more script
// on every first visit. Through the cache, which the games page's chunk holds, this chunk does.
import { createAvatar } from '@dicebear/core';
import * as thumbs from '@dicebear/thumbs';
import { avatarCache } from './avatarCache';

/** Draws the seed's avatar and keeps it in the cache. */
export function thumbsDataUri(seed: string): string {
  const uri = createAvatar(thumbs, { seed, radius: 50 }).toDataUri();
  avatarCache.set(seed, uri);
  return uri;
}
