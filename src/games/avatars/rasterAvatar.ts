// The leaderboard paints every player's avatar in the frame a game ends. An avatar is an SVG picture, and the
// browser paints an SVG picture on the page's main thread: at 4x CPU throttling that frame's paint took
// 11.7–14.9 ms with a race's four SVG avatars and 0.8–7.2 ms with them as bitmaps, which the browser decodes
// on other threads (docs/performance.md). So the avatars made ahead of a leaderboard (warmAvatars.ts) are drawn
// once into a bitmap, in an idle moment.

/** Pixels a side: sharp up to the largest avatar (the profile banner's 64 px) on a 3x screen. */
export const RASTER_PX = 192;

/**
 * The picture of `svgUri` as a PNG data: URI of RASTER_PX a side, or null where the browser cannot make one
 * (no image decoding or no canvas, as in the unit tests' DOM): the SVG then stays.
 */
export async function rasterAvatar(svgUri: string): Promise<string | null> {
  const picture = new Image();
  if (typeof picture.decode !== 'function') return null;
  picture.src = svgUri;
  try {
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = RASTER_PX;
    canvas.height = RASTER_PX;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(picture, 0, 0, RASTER_PX, RASTER_PX);
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}
