// The site's player as the games use it: window.AudioContext, real gesture events and the saved profile.
import { fireEvent, renderHook } from '@testing-library/react';
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

  it('looks for a game’s cues only while they would sound, and plays them in a task after the frame', async () => {
    const { useStateCues } = await freshSite();
    const cuesOf = vi.fn((previous: number, next: number) =>
      next > previous ? (['stroke'] as const) : [],
    );
    const { result } = renderHook(() => useStateCues(cuesOf, 'you'));
    result.current(0, 1);
    expect(cuesOf).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    result.current(1, 2);
    expect(cuesOf).toHaveBeenCalledWith(1, 2, 'you');
    expect(FakeAudioContext.made).toHaveLength(0);
    await vi.waitFor(() => expect(FakeAudioContext.made[0]?.started.length).toBeGreaterThan(0));
  });

  it('makes the context of a game screen in an idle moment after the first gesture, not with its first cue', async () => {
    const idle: (() => void)[] = [];
    const { usePlayCue } = await freshSite();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { unmount } = renderHook(() => usePlayCue());
    expect(idle).toHaveLength(0);
    fireEvent.pointerDown(document.body);
    expect(FakeAudioContext.made).toHaveLength(0);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0]?.started).toEqual([]);
    unmount();
  });

  it('makes none ahead while the sound is off, nor for a screen left before the gesture', async () => {
    const idle: (() => void)[] = [];
    const { usePlayCue } = await freshSite({ soundMuted: true });
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const left = renderHook(() => usePlayCue());
    left.unmount();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(idle).toHaveLength(0);
    const shown = renderHook(() => usePlayCue());
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(FakeAudioContext.made).toHaveLength(0);
    shown.unmount();
  });
});
