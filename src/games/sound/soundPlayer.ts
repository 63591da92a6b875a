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

  return {
    canPlay,
    play(cue) {
      if (!canPlay() || !createContext) return;
      try {
        context ??= createContext();
        // Suspended by silence(), or made by a browser that starts contexts suspended.
        if (context.state === 'suspended') context.resume().catch(ignore);
        playCue(context, cue);
      } catch {
        broken = true;
      }
    },
    silence() {
      if (context?.state === 'running') context.suspend().catch(ignore);
    },
  };
}
