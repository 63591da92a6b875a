import { FakeAudioContext } from '../../test/fakeAudioContext';
import { CUES, type Cue } from './cues';
import { createSoundPlayer, type SoundContext } from './soundPlayer';
import { NOISE_SECONDS, playCue, prepareSynth } from './synth';

// The fake has the part of the Web Audio API the synth uses; the cast is the test's seam.
const makeFake = () => new FakeAudioContext() as unknown as SoundContext;

function setup({ muted = false, gesture = false } = {}) {
  FakeAudioContext.made = [];
  const flags = { muted, gesture };
  const player = createSoundPlayer({
    createContext: makeFake,
    isMuted: () => flags.muted,
    hasGesture: () => flags.gesture,
    playCue,
  });
  return { player, flags };
}

describe('the sound player', () => {
  it('makes no AudioContext before the first gesture', () => {
    const { player } = setup();
    player.play('beep');
    player.play('go');
    expect(FakeAudioContext.made).toHaveLength(0);
  });

  it('makes none at all while the sound is off, even after a gesture', () => {
    const { player } = setup({ muted: true, gesture: true });
    for (const cue of Object.keys(CUES) as Cue[]) player.play(cue);
    expect(FakeAudioContext.made).toHaveLength(0);
  });

  it('plays after a gesture with the sound on, on one context kept for the visit', () => {
    const { player, flags } = setup();
    player.play('beep');
    flags.gesture = true;
    player.play('beep');
    player.play('stroke');
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0]?.started).toEqual(['oscillator', 'buffer']);
  });

  it('stops when the sound is turned off and starts again when it is turned on', () => {
    const { player, flags } = setup({ gesture: true });
    player.play('hit');
    const context = FakeAudioContext.made[0]!;
    const before = context.started.length;
    flags.muted = true;
    player.silence();
    expect(context.suspend).toHaveBeenCalledTimes(1);
    player.play('hit');
    expect(context.started).toHaveLength(before);
    flags.muted = false;
    player.play('hit');
    expect(context.resume).toHaveBeenCalledTimes(1);
    expect(context.started.length).toBeGreaterThan(before);
  });

  it('goes on silently where there is no Web Audio or making a context fails', () => {
    const none = createSoundPlayer({
      createContext: undefined,
      isMuted: () => false,
      hasGesture: () => true,
      playCue,
    });
    expect(() => none.play('go')).not.toThrow();
    const failing = vi.fn(() => {
      throw new DOMException('no device', 'NotSupportedError');
    });
    const broken = createSoundPlayer({
      createContext: failing,
      isMuted: () => false,
      hasGesture: () => true,
      playCue,
    });
    broken.play('go');
    broken.play('go');
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('says whether a cue would sound: the sound on, a gesture seen, Web Audio working', () => {
    const { player, flags } = setup();
    expect(player.canPlay()).toBe(false);
    flags.gesture = true;
    expect(player.canPlay()).toBe(true);
    flags.muted = true;
    expect(player.canPlay()).toBe(false);
    const broken = createSoundPlayer({
      createContext: () => {
        throw new DOMException('no device', 'NotSupportedError');
      },
      isMuted: () => false,
      hasGesture: () => true,
      playCue,
    });
    expect(broken.canPlay()).toBe(true);
    broken.play('go');
    expect(broken.canPlay()).toBe(false);
    const none = createSoundPlayer({
      createContext: undefined,
      isMuted: () => false,
      hasGesture: () => true,
      playCue,
    });
    expect(none.canPlay()).toBe(false);
  });

  it('starts a source for every voice of each cue', () => {
    const { player } = setup({ gesture: true });
    for (const cue of Object.keys(CUES) as Cue[]) {
      const context = FakeAudioContext.made[0];
      const before = context?.started.length ?? 0;
      player.play(cue);
      expect(FakeAudioContext.made[0]!.started.length - before).toBe(CUES[cue].length);
    }
  });

  it('makes the noise the splashes share ahead, once a context, so a first stroke does not', () => {
    const context = new FakeAudioContext();
    const createBuffer = vi.spyOn(context, 'createBuffer');
    prepareSynth(context as unknown as SoundContext);
    expect(createBuffer).toHaveBeenCalledTimes(1);
    playCue(context as unknown as SoundContext, 'stroke');
    prepareSynth(context as unknown as SoundContext);
    expect(createBuffer).toHaveBeenCalledTimes(1);
    expect(context.started).toEqual(['buffer']);
  });

  it('makes a noise as long as the longest noise voice, and loops it', () => {
    const context = new FakeAudioContext();
    const createBuffer = vi.spyOn(context, 'createBuffer');
    playCue(context as unknown as SoundContext, 'stroke');
    const longest = Math.max(
      ...Object.values(CUES).flatMap((voices) =>
        voices.map((voice) => (voice.kind === 'noise' ? voice.length : 0)),
      ),
    );
    expect(NOISE_SECONDS).toBeGreaterThan(longest);
    expect(NOISE_SECONDS).toBeLessThan(0.2);
    expect(createBuffer.mock.calls[0]?.[1]).toBe(Math.ceil(context.sampleRate * NOISE_SECONDS));
    expect(context.bufferSources[0]?.loop).toBe(true);
  });

  it('makes its context ahead when asked (warm), only when a cue could play, and plays on that one', () => {
    const { player, flags } = setup({ muted: true });
    player.warm();
    flags.gesture = true;
    player.warm();
    expect(FakeAudioContext.made).toHaveLength(0);
    flags.muted = false;
    player.warm();
    player.warm();
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0]!.started).toEqual([]);
    player.play('beep');
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0]!.started).toEqual(['oscillator']);
  });
});
