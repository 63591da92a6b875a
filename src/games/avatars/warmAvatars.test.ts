import { waitFor } from '@testing-library/react';
import { cachedAvatar } from './avatarImage';
import { warmAvatars } from './warmAvatars';

describe('warmAvatars', () => {
  it('makes each avatar ahead, one after another, so a later Avatar finds it made', async () => {
    expect(cachedAvatar('Warm One')).toBeUndefined();
    expect(cachedAvatar('Warm Two')).toBeUndefined();
    warmAvatars(['Warm One', 'Warm Two', 'Warm One']);
    await waitFor(() => expect(cachedAvatar('Warm Two')).toMatch(/^data:image\/svg\+xml/), {
      timeout: 3000,
    });
    expect(cachedAvatar('Warm One')).toMatch(/^data:image\/svg\+xml/);
  });

  it('stops when the game is left', async () => {
    const stop = warmAvatars(['Never Warmed']);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cachedAvatar('Never Warmed')).toBeUndefined();
  });
});
