// A stand-in for the Web Audio API (jsdom has none): records the contexts made and the sources started.
import { vi } from 'vitest';

const param = () => ({
  value: 0,
  setValueAtTime: vi.fn(),
  exponentialRampToValueAtTime: vi.fn(),
  linearRampToValueAtTime: vi.fn(),
});

const node = () => ({ connect: vi.fn(), disconnect: vi.fn() });

export class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state: AudioContextState = 'running';
  currentTime = 0;
  sampleRate = 8000;
  destination = node();
  /** Every oscillator or buffer source started, by kind. */
  started: ('oscillator' | 'buffer')[] = [];
  /** Every buffer source made, as the synth left it. */
  bufferSources: { buffer: unknown; loop: boolean }[] = [];

  constructor() {
    FakeAudioContext.made.push(this);
  }

  createOscillator() {
    return {
      ...node(),
      type: 'sine',
      frequency: param(),
      start: vi.fn(() => this.started.push('oscillator')),
      stop: vi.fn(),
    };
  }

  createBufferSource() {
    const source = {
      ...node(),
      buffer: null as unknown,
      loop: false,
      start: vi.fn(() => this.started.push('buffer')),
      stop: vi.fn(),
    };
    this.bufferSources.push(source);
    return source;
  }

  createGain() {
    return { ...node(), gain: param() };
  }

  createBiquadFilter() {
    return { ...node(), type: 'lowpass', frequency: param() };
  }

  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }

  resume = vi.fn(() => {
    this.state = 'running';
    return Promise.resolve();
  });

  suspend = vi.fn(() => {
    this.state = 'suspended';
    return Promise.resolve();
  });
}
