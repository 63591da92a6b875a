// Avatar pictures made in the browser (no external avatar service): DiceBear 'thumbs', loaded on demand.
import { avatarCache } from './avatarCache';

let library: Promise<typeof import('./dicebear')> | undefined;

export function cachedAvatar(seed: string): string | undefined {
  return avatarCache.get(seed);
}

/** A data: URI for the seed's avatar. Rejects if the library cannot load; callers keep the initials. */
export async function loadAvatar(seed: string): Promise<string> {
  const hit = avatarCache.get(seed);
  if (hit) return hit;
  library ??= import('./dicebear');
  let dicebear: typeof import('./dicebear');
  try {
    dicebear = await library;
  } catch (error) {
    // Let a later avatar try again (e.g. after a network hiccup).
    library = undefined;
    throw error;
  }
  return dicebear.thumbsDataUri(seed);
}
