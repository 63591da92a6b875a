import { countryName, countryOptions } from './countries';

describe('the country list', () => {
  it('lists every country once, by its English name, each with its flag', () => {
    const options = countryOptions();
    expect(options).toHaveLength(249);
    expect(new Set(options.map((o) => o.code)).size).toBe(249);
    expect(options.slice(0, 3).map((o) => o.label)).toEqual([
      '🇦🇫 Afghanistan',
      '🇦🇽 Åland Islands',
      '🇦🇱 Albania',
    ]);
    expect(options.find((o) => o.code === 'FI')).toEqual({
      code: 'FI',
      name: 'Finland',
      label: '🇫🇮 Finland',
    });
    // By name, not by code: the United Kingdom (GB) comes after Uganda (UG).
    const names = options.map((o) => o.name);
    expect(names.indexOf('United Kingdom')).toBeGreaterThan(names.indexOf('Uganda'));
    expect(names.indexOf('Côte d’Ivoire')).toBeLessThan(names.indexOf('Croatia'));
  });

  it('names a country for a board row’s flag', () => {
    expect(countryName('IN')).toBe('India');
    expect(countryName('QQ')).toBe('QQ');
  });

  it('lists the codes where the browser cannot name countries', () => {
    vi.stubGlobal('Intl', { ...Intl, DisplayNames: undefined });
    try {
      const options = countryOptions('xx-no-names');
      expect(options).toHaveLength(249);
      expect(options[0]).toEqual({ code: 'AD', name: 'AD', label: '🇦🇩 AD' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
