// The site's one sound player, its setting kept in the profile. Made on first use by a game screen, so the
// first page load carries none of it.
import { useCallback, useEffect } from 'react';
import { getProfileStore, useProfile } from '../profile/profileStore';
import type { Cue } from './cues';
import { afterGesture, hasGesture, watchGestures } from './gestures';
import { createSoundPlayer, type SoundPlayer } from './soundPlayer';
import { whenIdle } from '../../lib/whenIdle';
import { inNextTask } from '../../lib/inNextTask';
import { playCue, prepareSynth } from './synth';

let sitePlayer: SoundPlayer | undefined;

export function getSoundPlayer(): SoundPlayer {
  if (!sitePlayer) {
    watchGestures();
    const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
    sitePlayer = createSoundPlayer({
      createContext: AudioContextClass
        ? () => {
            const context = new AudioContextClass();
            // Made by a cue after a gesture (the countdown's first beep): the rest is made while it plays.
            whenIdle(() => prepareSynth(context));
            return context;
          }
        : undefined,
      isMuted: () => getProfileStore().get().soundMuted,
      hasGesture,
      playCue,
    });
  }
  return sitePlayer;
}

/** The sound setting and its toggle; turning the sound off stops what is playing. */
export function useSoundSetting(): { muted: boolean; toggle(): void } {
  const { soundMuted } = useProfile();
  const toggle = useCallback(() => {
    const store = getProfileStore();
    const muted = !store.get().soundMuted;
    store.set({ ...store.get(), soundMuted: muted });
    if (muted) getSoundPlayer().silence();
  }, []);
  return { muted: soundMuted, toggle };
}

/**
 * A stable function that plays a cue (or nothing, see SoundPlayer.play). The game screen that uses it makes the
 * sound's context in an idle moment once the page has had a gesture (with the sound on), not in the task of its
 * first cue (see SoundPlayer.warm).
 */
export function usePlayCue(): (cue: Cue) => void {
  useEffect(() => {
    watchGestures();
    let cancelIdle: () => void = () => undefined;
    const forget = afterGesture(() => {
      cancelIdle = whenIdle(() => getSoundPlayer().warm());
    });
    return () => {
      forget();
      cancelIdle();
    };
  }, []);
  return useCallback((cue: Cue) => getSoundPlayer().play(cue), []);
}

/**
 * Plays the cues `cuesOf` finds between a game's state and the next one, as heard by the player `me`: the
 * sounds follow what happens, whoever caused it (your press, an opponent, the clock). Returns the function to
 * hand to the game's clock as its `hear` (see useGameClock), which calls it with every newest state: a press
 * is heard though the view paints it and renders nothing. The cues play in a task of their own, just after:
 * making a sound's nodes (and, the first time, the AudioContext) is no part of the frame the clock draws.
 */
export function useStateCues<S>(
  cuesOf: (previous: S, next: S, me: string) => readonly Cue[],
  me: string,
): (previous: S, next: S) => void {
  const play = usePlayCue();
  return useCallback(
    (previous: S, next: S) => {
      // Not even looked for while they would not sound (no gesture yet, the sound off): the clock calls this
      // on every frame.
      if (!getSoundPlayer().canPlay()) return;
      const cues = cuesOf(previous, next, me);
      if (cues.length > 0) inNextTask(() => cues.forEach(play));
    },
    [cuesOf, me, play],
  );
}
