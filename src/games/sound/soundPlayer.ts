// When the games may make a sound. Browsers let an AudioContext start only after the visitor has
// pressed, clicked or typed on the page, so none is made before that, and none at all while the sound is off:
// the context is made by the first cue played after a gesture with the sound on, and kept for the visit.
import type { Cue } from './cues';

/** The part of an AudioContext the player uses (a test passes a fake). */
export interface SoundContext extends BaseAudioContext {
  resume(): Promise<void>;
  suspend(): Promise<void>;
}

export interface SoundPlayerOptions {
  /** Makes the context; undefined where the browser has no Web Audio. */
  createContext: (() => SoundContext) | undefined;
  isMuted(): boolean;
  /** True once the visitor has pressed, clicked or typed on the page. */
  hasGesture(): boolean;
  playCue(context: SoundContext, cue: Cue): void;
}

export interface SoundPlayer {
  /** True when a cue played now would sound: the sound is on, the page has had a gesture, Web Audio works. */
  canPlay(): boolean;
  /** Plays a cue if it can (see canPlay); otherwise does nothing. */
  play(cue: Cue): void;
  /**
   * Makes the context now if a cue could play (see canPlay) and none is made yet: for an idle moment, so the first
   * cue does not pay for it (making one took 17 ms at 4x CPU, stacked on the first frames of a game).
   */
  warm(): void;
  /** Stops what is playing (the sound was just turned off). */
  silence(): void;
}

export function createSoundPlayer({
  createContext,
  isMuted,
  hasGesture,
  playCue,
}: SoundPlayerOptions): SoundPlayer {
  let context: SoundContext | null = null;
  /** Set when making or using a context failed: the games go on silently. */
  let broken = false;

  const ignore = () => undefined;

  const canPlay = () => !broken && createContext !== undefined && !isMuted() && hasGesture();

  /** The context, made if need be; null if it cannot be (then the games go on silently). */
  const contextNow = (): SoundContext | null => {
    if (!canPlay() || !createContext) return null;
    try {
      context ??= createContext();
      return context;
    } catch {
      broken = true;
      return null;
    }
  };

  return {
    canPlay,
    warm() {
      contextNow();
    },
    play(cue) {
      const playing = contextNow();
      if (!playing) return;
      try {
        // Suspended by silence(), or made by a browser that starts contexts suspended.
        if (playing.state === 'suspended') playing.resume().catch(ignore);
        playCue(playing, cue);
      } catch {
        broken = true;
      }
    },
    silence() {
      if (context?.state === 'running') context.suspend().catch(ignore);
    },
  };
}
