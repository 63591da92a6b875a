// The leaderboard shows every player's avatar the moment a game ends. Drawing an avatar (DiceBear) and
// turning its SVG into a picture took ~10 ms each at 4x CPU throttling, all in the frame the leaderboard
// appears. While a game runs, these do it ahead, one step per idle moment, so that frame finds them made:
// each avatar is drawn, then turned into a bitmap (rasterAvatar.ts), which the cache keeps in its place.
import { whenIdle } from '../../lib/whenIdle';
import { avatarCache } from './avatarCache';
import { loadAvatar } from './avatarImage';
import { rasterAvatar } from './rasterAvatar';

/** The decoded pictures, kept so the browser keeps them in its memory cache for the leaderboard. */
const warmed = new Map<string, HTMLImageElement>();

/**
 * Makes the avatars of `seeds` ahead, a step per idle moment (drawn, then a bitmap). Returns a function that
 * stops what is not done yet (the game was left). Failures are ignored: the leaderboard then makes the avatar,
 * or shows the initials.
 */
export function warmAvatars(seeds: readonly string[]): () => void {
  const pending = [...new Set(seeds)].filter((seed) => !warmed.has(seed));
  let cancel: () => void = () => undefined;
  let stopped = false;
  const next = () => {
    const seed = pending.shift();
    if (seed === undefined || stopped) return;
    const keep = (uri: string) => {
      const picture = new Image();
      picture.src = uri;
      warmed.set(seed, picture);
      next();
    };
    cancel = whenIdle(() => {
      loadAvatar(seed).then(
        (svgUri) => {
          if (stopped) return;
          cancel = whenIdle(() => {
            void rasterAvatar(svgUri).then((bitmapUri) => {
              if (stopped) return;
              if (bitmapUri) avatarCache.set(seed, bitmapUri);
              keep(bitmapUri ?? svgUri);
            });
          });
        },
        () => undefined,
      );
    });
  };
  next();
  return () => {
    stopped = true;
    cancel();
  };
}
