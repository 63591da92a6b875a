import { defaultProfile, validateProfile } from './profile';

describe('validateProfile', () => {
  it('gives the defaults for anything that is not an object', () => {
    for (const raw of [null, undefined, 42, 'text', [], true]) {
      expect(validateProfile(raw)).toEqual(defaultProfile());
    }
  });

  it('defaults: You from India, level 1, nothing won yet', () => {
    expect(defaultProfile().player).toEqual({
      id: 'you',
      name: 'You',
      country: 'India',
      countryCode: 'IND',
      avatar: 'You',
      level: 1,
      experience: 0,
      gamesPlayed: 0,
      wins: 0,
      medals: { gold: 0, silver: 0, bronze: 0 },
      isAI: false,
    });
  });

  it('keeps valid fields and replaces only the bad ones', () => {
    const profile = validateProfile({
      player: {
        name: 'Hacker',
        country: 'Atlantis',
        isAI: true,
        level: 99,
        experience: 450,
        gamesPlayed: 12,
        wins: 3.5,
        medals: { gold: 2, silver: -1, bronze: '3' },
        avatar: 'Star',
      },
      personalBests: {
        'swimming@90': 1234,
        'archery@90': 'lots',
        chess: 10,
        'fencing@90': Number.NaN,
        'swimming@91': 5,
        'swimming@900': 5,
        weightlifting: 340,
        'weightlifting@90': 5,
        // From before bests were kept per duration: a timed game's best of unknown length is dropped.
        swimming: 6983,
      },
    });
    expect(profile.player).toMatchObject({
      name: 'You',
      country: 'India',
      isAI: false,
      level: 1,
      experience: 450,
      gamesPlayed: 12,
      wins: 0,
      medals: { gold: 2, silver: 0, bronze: 0 },
      avatar: 'Star',
    });
    expect(profile.personalBests).toEqual({ 'swimming@90': 1234, weightlifting: 340 });
  });

  it('rejects out-of-range numbers', () => {
    const { player } = validateProfile({
      player: { level: 0, experience: 10_001, gamesPlayed: -1, avatar: '' },
    });
    expect(player).toMatchObject({ level: 1, experience: 0, gamesPlayed: 0, avatar: 'You' });
    expect(validateProfile({ player: { level: 50, experience: 10_000 } }).player).toMatchObject({
      level: 50,
      experience: 10_000,
    });
  });

  it('never reports more wins than games played', () => {
    expect(validateProfile({ player: { gamesPlayed: 2, wins: 5 } }).player.wins).toBe(2);
  });
});
