// Plays a cue's voices on an AudioContext. Nodes are made only when a cue plays and are left to the browser's
// garbage collector once they stop; nothing runs between cues. Loaded lazily with the first sound.
import { CUES, type Cue, type NoiseVoice, type ToneVoice, type Voice } from './cues';

/** A fade keeps each voice from clicking as it starts and stops. */
const ATTACK_S = 0.005;
/**
 * Every noise voice plays the buffer from its start: it need be no longer than the longest of them (0.5 s of
 * samples took 8 ms at 4x CPU to make). It loops, should a longer voice come.
 */
export const NOISE_SECONDS =
  Math.max(...Object.values(CUES).flatMap((voices) => voices.map(noiseLength))) + ATTACK_S;
const SILENT = 0.0001;

function noiseLength(voice: Voice): number {
  return voice.kind === 'noise' ? voice.length : 0;
}

const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();

function noiseBuffer(context: BaseAudioContext): AudioBuffer {
  let buffer = noiseBuffers.get(context);
  if (!buffer) {
    buffer = context.createBuffer(
      1,
      Math.ceil(context.sampleRate * NOISE_SECONDS),
      context.sampleRate,
    );
    const samples = buffer.getChannelData(0);
    for (let i = 0; i < samples.length; i++) samples[i] = Math.random() * 2 - 1;
    noiseBuffers.set(context, buffer);
  }
  return buffer;
}

/**
 * Makes what the cues share ahead of them (the noise every splash and swish filters): 0.5 s of random samples
 * took 8 ms at 4x CPU, which the first stroke of a race paid in its frame.
 */
export function prepareSynth(context: BaseAudioContext): void {
  noiseBuffer(context);
}

function envelope(
  context: BaseAudioContext,
  start: number,
  length: number,
  peak: number,
): GainNode {
  const gain = context.createGain();
  gain.gain.setValueAtTime(SILENT, start);
  gain.gain.exponentialRampToValueAtTime(peak, start + ATTACK_S);
  gain.gain.exponentialRampToValueAtTime(SILENT, start + length);
  gain.connect(context.destination);
  return gain;
}

function playTone(context: BaseAudioContext, voice: ToneVoice, now: number) {
  const start = now + voice.at;
  const oscillator = context.createOscillator();
  oscillator.type = voice.wave;
  oscillator.frequency.setValueAtTime(voice.from, start);
  if (voice.to !== undefined)
    oscillator.frequency.exponentialRampToValueAtTime(voice.to, start + voice.length);
  oscillator.connect(envelope(context, start, voice.length, voice.gain));
  oscillator.start(start);
  oscillator.stop(start + voice.length + ATTACK_S);
}

function playNoise(context: BaseAudioContext, voice: NoiseVoice, now: number) {
  const start = now + voice.at;
  const source = context.createBufferSource();
  source.buffer = noiseBuffer(context);
  source.loop = true;
  const filter = context.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = voice.band;
  source.connect(filter);
  filter.connect(envelope(context, start, voice.length, voice.gain));
  source.start(start);
  source.stop(start + voice.length + ATTACK_S);
}

export function playCue(context: BaseAudioContext, cue: Cue): void {
  const now = context.currentTime;
  for (const voice of CUES[cue]) {
    if (voice.kind === 'tone') playTone(context, voice, now);
    else playNoise(context, voice, now);
  }
}
