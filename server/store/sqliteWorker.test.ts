// @vitest-environment node
// SQLite's thread: statements run there, and when the thread stops (killed, crashed) the statements it was
// running fail as a busy database's would (the write queue keeps their runs waiting) and the next statement
// starts a new thread on the same file, with everything committed before still there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { Kysely, sql } from 'kysely';
import { WorkerSqliteDialect } from './sqliteWorker';
import { isTransientError } from './transient';

interface Db {
  items: { id: number; bytes: Buffer | null };
}

describe('the SQLite thread', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'csg-sqlite-thread-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A database on the thread in `dir`, with every thread it starts (a test stops one to see what follows). */
  function openOnThread(name = 'test.sqlite') {
    const threads: Worker[] = [];
    const dialect = new WorkerSqliteDialect({
      file: join(dir, name),
      pragmas: ['journal_mode = WAL'],
      onThread: (worker) => threads.push(worker),
    });
    return { db: new Kysely<Db>({ dialect }), dialect, threads };
  }

  it('runs statements off the main thread, bytes and errors included, and starts again after it stops', async () => {
    const { db, threads } = openOnThread();
    try {
      await sql`create table items (id integer primary key, bytes blob)`.execute(db);
      const bytes = Buffer.from([0, 1, 2, 254, 255]);
      await db.insertInto('items').values({ id: 1, bytes }).execute();
      const row = await db.selectFrom('items').selectAll().executeTakeFirstOrThrow();
      expect(Buffer.isBuffer(row.bytes)).toBe(true);
      expect(row.bytes).toEqual(bytes);
      await expect(
        db.insertInto('items').values({ id: 1, bytes: null }).execute(),
      ).rejects.toMatchObject({
        code: 'SQLITE_CONSTRAINT_PRIMARYKEY',
      });
      expect(threads).toHaveLength(1);

      const running = db.selectFrom('items').selectAll().execute();
      await threads[0]!.terminate();
      const error = await running.then(
        () => null,
        (e: unknown) => e,
      );
      // Either it finished before the thread stopped, or it failed as "not now".
      if (error) expect(isTransientError(error)).toBe(true);

      const after = await db.selectFrom('items').selectAll().execute();
      expect(after).toEqual([{ id: 1, bytes }]);
      expect(threads).toHaveLength(2);
    } finally {
      await db.destroy();
    }
  });

  it('runs a batch in one message: its transaction begun and committed there, rolled back whole when a statement fails', async () => {
    const { db, dialect, threads } = openOnThread('batch.sqlite');
    const insert = (id: number) =>
      db
        .insertInto('items')
        .values({ id, bytes: Buffer.from([id]) })
        .compile();
    const ids = async () =>
      (await db.selectFrom('items').select('id').orderBy('id').execute()).map((row) => row.id);
    try {
      await sql`create table items (id integer primary key, bytes blob)`.execute(db);
      await db.connection().execute(async () => {
        const answers = await dialect.batches.run(
          [insert(1), insert(2), db.selectFrom('items').selectAll().orderBy('id').compile()],
          { begin: true, commit: true },
        );
        expect(answers).toEqual([
          null,
          null,
          [
            { id: 1, bytes: Buffer.from([1]) },
            { id: 2, bytes: Buffer.from([2]) },
          ],
        ]);
      });
      expect(await ids()).toEqual([1, 2]);

      // The third statement fails (id 1 is taken): the two before it are rolled back with it.
      await db.connection().execute(async () => {
        await expect(
          dialect.batches.run([insert(3), insert(4), insert(1), insert(5)], {
            begin: true,
            commit: true,
          }),
        ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
      });
      expect(await ids()).toEqual([1, 2]);

      // A transaction over two batches: the second fails, the first's statement goes with it.
      await db.connection().execute(async () => {
        await dialect.batches.run([insert(6)], { begin: true });
        await expect(
          dialect.batches.run([insert(7), insert(2)], { continues: true, commit: true }),
        ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
      });
      expect(await ids()).toEqual([1, 2]);

      // The thread stops between the two: the second batch runs nothing on the new thread (where it would
      // run outside any transaction) and says "not now".
      await db.connection().execute(async () => {
        await dialect.batches.run([insert(8)], { begin: true });
        await threads[0]!.terminate();
        const lost = dialect.batches.run([insert(9)], { continues: true, commit: true });
        await expect(lost).rejects.toMatchObject({ code: 'SQLITE_CANTOPEN' });
        expect(isTransientError(await lost.catch((e: unknown) => e))).toBe(true);
      });
      expect(threads).toHaveLength(2);
      expect(await ids()).toEqual([1, 2]);
    } finally {
      await db.destroy();
    }
  });

  it('fails the rest of a Kysely transaction whose thread started again, committing none of it', async () => {
    const { db, threads } = openOnThread();
    const ids = async () =>
      (await db.selectFrom('items').select('id').orderBy('id').execute()).map((r) => r.id);
    try {
      await sql`create table items (id integer primary key, bytes blob)`.execute(db);
      const transaction = db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 1, bytes: null }).execute();
        await threads[0]!.terminate();
        // On the new thread this insert would commit by itself; it must fail instead.
        await trx.insertInto('items').values({ id: 2, bytes: null }).execute();
      });
      await expect(transaction).rejects.toMatchObject({ code: 'SQLITE_CANTOPEN' });
      expect(isTransientError(await transaction.catch((e: unknown) => e))).toBe(true);
      expect(threads).toHaveLength(2);
      expect(await ids()).toEqual([]);

      // The connection is usable again: the next transaction commits.
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 3, bytes: null }).execute();
        await trx.insertInto('items').values({ id: 4, bytes: null }).execute();
      });
      expect(await ids()).toEqual([3, 4]);
    } finally {
      await db.destroy();
    }
  });

  it('says why when the database cannot be opened', async () => {
    const db = new Kysely<Db>({
      dialect: new WorkerSqliteDialect({ file: join(dir, 'missing', 'x.sqlite'), pragmas: [] }),
    });
    await expect(sql`select 1`.execute(db)).rejects.toMatchObject({ code: 'SQLITE_CANTOPEN' });
    await db.destroy();
  });
});
