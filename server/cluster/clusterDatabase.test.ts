// @vitest-environment node
// The cluster's PostgreSQL (scripts/cluster/postgres.mjs): made under DATA_DIR the first time, with a random
// password kept beside it for its owner only; its data kept when it is stopped and started again; a server
// left running on the folder is used as it is. Skipped, naming the install command, without PostgreSQL.
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  findPostgresBin,
  POSTGRES_INSTALL_HINT,
  startPostgres,
} from '../../scripts/cluster/postgres.mjs';

const missing = findPostgresBin() === undefined;

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(missing)(
  missing ? `the cluster's database (skipped: ${POSTGRES_INSTALL_HINT})` : 'the cluster’s database',
  () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'csg-cluster-db-'));
      chmodSync(dataDir, 0o755);
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('keeps its data under DATA_DIR between runs, behind a password', async () => {
      const first = await startPostgres({ dataDir });
      try {
        expect(first.dataDir).toBe(join(dataDir, 'postgres'));
        expect(first.url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/csg$/);
        expect(statSync(join(dataDir, 'postgres.password')).mode & 0o077).toBe(0);
        await query(first.url, 'create table kept (n int); insert into kept values (42)');
        // Without the password, no entry.
        await expect(query(first.url.replace(/:[^:@]+@/, '@'), 'select 1')).rejects.toThrow();
        // Started again while it runs: the running server is used.
        const again = await startPostgres({ dataDir });
        expect(again.port).toBe(first.port);
        expect(again.child).toBeNull();
      } finally {
        await first.stop();
      }
      const second = await startPostgres({ dataDir });
      try {
        expect(await query(second.url, 'select n from kept')).toEqual([{ n: 42 }]);
      } finally {
        await second.stop();
      }
    }, 120_000);
  },
);
