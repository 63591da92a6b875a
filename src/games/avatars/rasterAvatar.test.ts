import { loadAvatar } from './avatarImage';
import { rasterAvatar } from './rasterAvatar';

describe('rasterAvatar', () => {
  it('gives null where the browser cannot draw a bitmap (this DOM has no image decoding), so the SVG stays', async () => {
    const svgUri = await loadAvatar('No Canvas Here');
    expect(svgUri).toMatch(/^data:image\/svg\+xml/);
    expect(await rasterAvatar(svgUri)).toBeNull();
  });
});
