import { COUNTRY_CODES, isCountryCode } from './countryCodes';

describe('the country codes', () => {
  it('are the 249 assigned ISO 3166-1 alpha-2 codes, each once, in order', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('take real codes only', () => {
    for (const code of ['FI', 'IN', 'US', 'GB', 'ZW']) expect(isCountryCode(code)).toBe(true);
    for (const value of ['UK', 'EU', 'XK', 'ZZ', 'fi', 'FIN', '', null, 7]) {
      expect(isCountryCode(value)).toBe(false);
    }
  });
});
