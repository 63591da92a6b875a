// The site's player as the games use it: window.AudioContext, real gesture events and the saved profile.
import { fireEvent } from '@testing-library/react';
import { FakeAudioContext } from '../../test/fakeAudioContext';
import { PROFILE_STORAGE_KEY } from '../profile/profileStorage';

async function freshSite(saved?: object) {
  vi.resetModules();
  localStorage.clear();
  if (saved) localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(saved));
  FakeAudioContext.made = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return import('./siteSound');
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the site sound', () => {
  it('makes no AudioContext before a gesture, then plays after one', async () => {
    const { getSoundPlayer } = await freshSite();
    getSoundPlayer().play('beep');
    expect(FakeAudioContext.made).toHaveLength(0);
    fireEvent.pointerDown(document.body);
    getSoundPlayer().play('beep');
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0]?.started).toEqual(['oscillator']);
  });

  it('makes none when the saved profile has the sound off', async () => {
    const { getSoundPlayer } = await freshSite({ soundMuted: true });
    fireEvent.keyDown(document.body, { key: 'a' });
    getSoundPlayer().play('go');
    expect(FakeAudioContext.made).toHaveLength(0);
  });
});
