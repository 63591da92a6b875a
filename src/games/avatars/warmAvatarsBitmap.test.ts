import { waitFor } from '@testing-library/react';
import { cachedAvatar } from './avatarImage';
import { warmAvatars } from './warmAvatars';

// A browser turns each warmed avatar into a bitmap; the unit tests' DOM cannot (rasterAvatar gives null there,
// warmAvatars.test.ts), so here it is a stand-in that says which SVG it was given.
vi.mock('./rasterAvatar', () => ({
  rasterAvatar: async (svgUri: string) =>
    svgUri.startsWith('data:image/svg+xml') ? `data:image/png;base64,from-${svgUri.length}` : null,
}));

describe('warmAvatars where the browser makes bitmaps', () => {
  it('keeps each avatar’s bitmap in the cache, in its SVG’s place', async () => {
    warmAvatars(['Bitmap One', 'Bitmap Two']);
    await waitFor(
      () => expect(cachedAvatar('Bitmap Two')).toMatch(/^data:image\/png;base64,from-\d+$/),
      {
        timeout: 3000,
      },
    );
    expect(cachedAvatar('Bitmap One')).toMatch(/^data:image\/png;base64,from-\d+$/);
  });
});
