import { localizeNames } from './localizeNames';

describe('localizeNames', () => {
  const asha = { id: 's1', name: 'Asha', avatar: 'Asha', isAI: false };
  const ben = { id: 's2', name: 'Ben', avatar: 'Ben', isAI: false };

  it('names this device’s player You everywhere the state keeps it, and no one else', () => {
    const state = {
      phase: 'playing',
      swimmers: [
        { player: asha, d: 1 },
        { player: ben, d: 2 },
      ],
      lifter: asha,
    };
    const local = localizeNames(state, 's1');
    expect(local.swimmers[0]?.player.name).toBe('You');
    expect(local.lifter.name).toBe('You');
    expect(local.swimmers[1]?.player).toBe(ben);
    expect(state.swimmers[0]?.player.name).toBe('Asha');
  });

  it('returns the same object when this device has no seat', () => {
    const state = { swimmers: [{ player: asha }] };
    expect(localizeNames(state, 'nobody')).toBe(state);
  });

  it('never renames an AI that happens to share the id', () => {
    const bot = { id: 's1', name: 'Mei', avatar: 'Mei', isAI: true };
    expect(localizeNames({ p: bot }, 's1').p.name).toBe('Mei');
  });
});
