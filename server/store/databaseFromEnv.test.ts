// @vitest-environment node
import { resolve } from 'node:path';
import { StoreInputError } from './errors';
import { databaseFromEnv } from './databaseFromEnv';

describe('the database the environment asks for', () => {
  it('is SQLite under DATA_DIR, ./data by default', () => {
    expect(databaseFromEnv({})).toEqual({
      kind: 'sqlite',
      file: resolve('./data', 'results.sqlite'),
    });
    expect(databaseFromEnv({ DATA_DIR: '/var/lib/csg' })).toEqual({
      kind: 'sqlite',
      file: '/var/lib/csg/results.sqlite',
    });
  });

  it('is PostgreSQL for a postgres:// DATABASE_URL, and nothing else', () => {
    for (const url of ['postgres://u@db:5432/csg', 'postgresql://u:p@127.0.0.1/csg']) {
      expect(databaseFromEnv({ DATABASE_URL: url, DATA_DIR: '/x' })).toEqual({
        kind: 'postgres',
        url,
      });
    }
    expect(() => databaseFromEnv({ DATABASE_URL: 'mysql://db/csg' })).toThrow(StoreInputError);
    expect(databaseFromEnv({ DATABASE_URL: '  ' }).kind).toBe('sqlite');
  });
});
