// The only module importing DiceBear, so the library stays in its own lazy chunk.
import { createAvatar } from '@dicebear/core';
import * as thumbs from '@dicebear/thumbs';

export function thumbsDataUri(seed: string): string {
  return createAvatar(thumbs, { seed, radius: 50 }).toDataUri();
}
