// What each game sound is made of: short tones and noise bursts, synthesized when played, so the
// site ships no audio files. Times and lengths in seconds from the moment the cue plays; gain 0..1.

export interface ToneVoice {
  kind: 'tone';
  wave: OscillatorType;
  /** Pitch at the start, Hz. */
  from: number;
  /** Pitch at the end (a glide), Hz; the same as `from` when left out. */
  to?: number;
  at: number;
  length: number;
  gain: number;
}

export interface NoiseVoice {
  kind: 'noise';
  /** Centre of the band-pass filter the noise goes through, Hz. */
  band: number;
  at: number;
  length: number;
  gain: number;
}

export type Voice = ToneVoice | NoiseVoice;

const tone = (
  wave: OscillatorType,
  from: number,
  at: number,
  length: number,
  gain: number,
  to?: number,
): ToneVoice => ({
  kind: 'tone',
  wave,
  from,
  ...(to === undefined ? {} : { to }),
  at,
  length,
  gain,
});

const noise = (band: number, at: number, length: number, gain: number): NoiseVoice => ({
  kind: 'noise',
  band,
  at,
  length,
  gain,
});

/** C major, for the fanfare and the finish. */
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;

export const CUES = {
  /** A swimming stroke: a splash. */
  stroke: [noise(900, 0, 0.12, 0.35)],
  /** A sprint step. */
  step: [noise(220, 0, 0.05, 0.4), tone('sine', 140, 0, 0.05, 0.25, 80)],
  /** An arrow or a ball leaving: a quick rising swish. */
  release: [noise(2400, 0, 0.1, 0.25), tone('triangle', 300, 0, 0.1, 0.12, 700)],
  /** An arrow in the target, a gate passed, a good lift: a bright tick. */
  hit: [tone('triangle', 880, 0, 0.1, 0.3), tone('sine', 1320, 0.03, 0.1, 0.15)],
  /** A basket: two rising notes. */
  make: [tone('triangle', E5, 0, 0.09, 0.3), tone('triangle', G5, 0.08, 0.16, 0.3)],
  /** A miss, a missed gate, a failed hold: a falling buzz. */
  miss: [tone('sawtooth', 240, 0, 0.22, 0.14, 130)],
  /** A ball coming down on the rim: a dull metal clank. */
  rim: [tone('square', 420, 0, 0.09, 0.12, 300), noise(2600, 0, 0.07, 0.22)],
  /** Blades meeting on a parry. */
  parry: [tone('square', 1800, 0, 0.05, 0.1), noise(5000, 0, 0.08, 0.2)],
  /** A fencing touch scored. */
  touch: [tone('square', 660, 0, 0.08, 0.12), tone('square', 990, 0.07, 0.12, 0.12)],
  /** A countdown number. */
  beep: [tone('sine', 660, 0, 0.12, 0.3)],
  /** The start. */
  go: [tone('sine', 1320, 0, 0.3, 0.35)],
  /** Crossing the line or the end of a game. */
  finish: [tone('triangle', G5, 0, 0.12, 0.3), tone('triangle', C6, 0.1, 0.25, 0.3)],
  /** A win or a record. */
  fanfare: [
    tone('triangle', C5, 0, 0.12, 0.3),
    tone('triangle', E5, 0.12, 0.12, 0.3),
    tone('triangle', G5, 0.24, 0.12, 0.3),
    tone('triangle', C6, 0.36, 0.4, 0.32),
  ],
} satisfies Record<string, readonly Voice[]>;

export type Cue = keyof typeof CUES;
