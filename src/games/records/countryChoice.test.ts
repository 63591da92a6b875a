import { COUNTRY_STORAGE_KEY, createCountryChoice } from './countryChoice';
import { createIdentity, type IdentityStorage } from './identity';
import { createRecordsService } from './recordsService';
import { ResultsApiError, type ResultsClient } from './resultsClient';

function memoryStorage(data: Record<string, string> = {}): IdentityStorage & {
  data: Record<string, string>;
} {
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  };
}

describe('the country chosen on this device', () => {
  it('is undefined until chosen, then a code or null for No country, and survives a reload', () => {
    const storage = memoryStorage();
    const choice = createCountryChoice(storage);
    expect(choice.get()).toBeUndefined();
    choice.set('FI');
    expect(createCountryChoice(storage).get()).toBe('FI');
    choice.set(null);
    expect(storage.data[COUNTRY_STORAGE_KEY]).toBe('none');
    expect(createCountryChoice(storage).get()).toBeNull();
  });

  it('reads anything else saved as no choice, and lives in memory where storage refuses', () => {
    expect(createCountryChoice(memoryStorage({ [COUNTRY_STORAGE_KEY]: 'Finland' })).get()).toBe(
      undefined,
    );
    expect(createCountryChoice(memoryStorage({ [COUNTRY_STORAGE_KEY]: 'UK' })).get()).toBe(
      undefined,
    );
    const refusing = createCountryChoice({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    refusing.set('SE');
    expect(refusing.get()).toBe('SE');
  });
});

describe('choosing a country', () => {
  const SECRET = 'S'.repeat(43);
  const unused = () => Promise.reject(new Error('unused'));
  function service(setCountry: ResultsClient['setCountry'], secret: string | null) {
    const storage = memoryStorage(secret ? { 'csg:identity:v1': secret } : {});
    const client: ResultsClient = {
      ticket: unused,
      submit: unused,
      board: unused,
      records: unused,
      transferCode: unused,
      redeem: unused,
      setCountry,
      deleteIdentity: unused,
      report: unused,
      myRuns: unused,
      runGame: unused,
    };
    const country = createCountryChoice(storage);
    const records = createRecordsService(client, createIdentity(storage), {
      probe: () => Promise.resolve(true),
      origin: 'http://localhost',
      country,
    });
    return { records, country };
  }

  it('keeps it on the device and changes it on the server at once for a player with results', async () => {
    const setCountry = vi.fn((_secret: string, country: string | null) => Promise.resolve(country));
    const { records, country } = service(setCountry, SECRET);
    await records.chooseCountry('FI');
    expect(country.get()).toBe('FI');
    expect(setCountry).toHaveBeenCalledWith(SECRET, 'FI');
    await records.chooseCountry(null);
    expect(setCountry).toHaveBeenLastCalledWith(SECRET, null);
  });

  it('asks nothing of the server before the first verified run, and waits for it after a 404', async () => {
    const setCountry = vi.fn(() => Promise.reject(new ResultsApiError('No results yet.', 404)));
    const fresh = service(setCountry, null);
    await fresh.records.chooseCountry('FI');
    expect(setCountry).not.toHaveBeenCalled();
    expect(fresh.country.get()).toBe('FI');
    const noResults = service(setCountry, SECRET);
    await expect(noResults.records.chooseCountry('SE')).resolves.toBeUndefined();
    expect(noResults.country.get()).toBe('SE');
  });

  it('passes on any other refusal, keeping the choice on the device', async () => {
    const { records, country } = service(
      () => Promise.reject(new ResultsApiError('Too many requests: try again in 5 seconds.', 429)),
      SECRET,
    );
    await expect(records.chooseCountry('FI')).rejects.toThrow('Too many requests');
    expect(country.get()).toBe('FI');
  });
});
