// The store's schema, as versioned migrations run by Kysely's Migrator when the store opens. A migration is
// never edited once it has shipped: a change to the schema is a new entry at the end of the list.
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { ALLOCATED_TABLES, type Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

function initialSchema(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  // SQLite's rowid is its fast primary key only when declared exactly 'integer primary key'.
  const idType = pg ? 'bigint' : 'integer';
  const bytes = pg ? 'bytea' : 'blob';
  // SQLite: a table keyed by its primary key alone, stored in that key's order, so a write touches one tree.
  // PostgreSQL: room left in each page, so a count's update stays in its page (a HOT update, no index write).
  const clustered = pg ? sql`` : sql`without rowid`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('players')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('country', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('banned_at', 'bigint')
        .execute();

      await db.schema
        .createTable('player_secrets')
        .addColumn('secret_hash', bytes, (c) => c.primaryKey())
        .addColumn('player_id', idType, (c) =>
          c.notNull().references('players.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('player_secrets_by_player')
        .on('player_secrets')
        .column('player_id')
        .execute();

      await db.schema
        .createTable('runs')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('rules_version', 'integer', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('seed', 'bigint', (c) => c.notNull())
        .addColumn('room_id', 'text')
        .addColumn('log', bytes, (c) => c.notNull())
        .addColumn('log_hash', bytes, (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('runs_by_log_hash').on('runs').column('log_hash').execute();
      await db.schema.createIndex('runs_by_room').on('runs').column('room_id').execute();

      await db.schema
        .createTable('results')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('run_id', idType, (c) => c.notNull().references('runs.id'))
        .addColumn('player_id', idType, (c) => c.notNull().references('players.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('rules_version', 'integer', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('daily_date', 'text')
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('time_ms', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('verified', 'integer', (c) => c.notNull())
        .addColumn('voided_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('results_by_player')
        .on('results')
        .columns(['player_id', 'created_at'])
        .execute();
      await db.schema.createIndex('results_by_run').on('results').column('run_id').execute();

      await db.schema
        .createTable('run_tickets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_hash', bytes, (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('rules_version', 'integer', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('daily_date', 'text')
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('seed', 'bigint', (c) => c.notNull())
        .addColumn('issued_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('run_tickets_by_owner')
        .on('run_tickets')
        .column('owner_hash')
        .execute();
      await db.schema
        .createIndex('run_tickets_by_expiry')
        .on('run_tickets')
        .column('expires_at')
        .execute();

      await db.schema
        .createTable('transfer_codes')
        .addColumn('code_hash', bytes, (c) => c.primaryKey())
        .addColumn('player_id', idType, (c) =>
          c.notNull().references('players.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('transfer_codes_by_player')
        .on('transfer_codes')
        .column('player_id')
        .execute();

      await db.schema
        .createTable('reports')
        .addColumn('id', idType, (c) =>
          pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('reporter_id', idType, (c) => c.references('players.id').onDelete('set null'))
        .addColumn('player_id', idType, (c) =>
          c.notNull().references('players.id').onDelete('cascade'),
        )
        .addColumn('result_id', idType, (c) => c.references('results.id').onDelete('cascade'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('resolved_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('reports_open')
        .on('reports')
        .columns(['resolved_at', 'created_at'])
        .execute();
      await db.schema.createIndex('reports_by_player').on('reports').column('player_id').execute();
      await db.schema
        .createIndex('reports_by_reporter')
        .on('reports')
        .column('reporter_id')
        .execute();

      await db.schema
        .createTable('boards')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('rules_version', 'integer', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('starts', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('boards_identity', [
          'game',
          'rules_version',
          'variant',
          'period',
          'starts',
        ])
        .execute();

      await db.schema
        .createTable('board_entries')
        // No foreign keys to players and results: a board row is derived from them (ranking.ts keeps it so,
        // and deletes a player's rows first), and checking a key on every deleted result or player would scan
        // the board without an index that every board change would have to write.
        .addColumn('board_id', idType, (c) => c.notNull().references('boards.id'))
        .addColumn('player_id', idType, (c) => c.notNull())
        .addColumn('result_id', idType, (c) => c.notNull())
        .addColumn('rank_key', 'bigint', (c) => c.notNull())
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('time_ms', 'integer', (c) => c.notNull())
        .addColumn('achieved_at', 'bigint', (c) => c.notNull())
        .addColumn('country', 'text')
        .addPrimaryKeyConstraint('board_entries_key', ['board_id', 'player_id'])
        .modifyEnd(clustered)
        .execute();
      await db.schema
        .createIndex('board_entries_order')
        .on('board_entries')
        .columns(['board_id', 'rank_key', 'achieved_at', 'result_id'])
        .execute();
      // Only the rows of players who chose a country: the others never match the country filter.
      await db.schema
        .createIndex('board_entries_country_order')
        .on('board_entries')
        .columns(['board_id', 'country', 'rank_key', 'achieved_at', 'result_id'])
        .where('country', 'is not', null)
        .execute();

      await db.schema
        .createTable('board_counts')
        .addColumn('board_id', idType, (c) => c.notNull().references('boards.id'))
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('bucket', 'bigint', (c) => c.notNull())
        .addColumn('players', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('board_counts_key', ['board_id', 'scope', 'level', 'bucket'])
        .modifyEnd(pg ? sql`with (fillfactor = 70)` : clustered)
        .execute();

      await db.schema
        .createTable('daily_seeds')
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('seed', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('daily_seeds_key', ['game', 'day'])
        .execute();

      if (pg) {
        for (const table of ALLOCATED_TABLES) {
          await sql`create sequence ${sql.raw(`${table}_id_seq`)}`.execute(db);
        }
      } else {
        await db.schema
          .createTable('id_counters')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('next_id', 'integer', (c) => c.notNull())
          .execute();
        for (const table of ALLOCATED_TABLES) {
          await sql`insert into id_counters (name, next_id) values (${table}, 1)`.execute(db);
        }
      }
    },
  };
}

/** A ghost race keeps the result it raced, so its replay can name the ghost. No foreign key: results go with
 * their player's deletion, and the replay then names no ghost. */
function ghostRaces(dialect: DialectName): Migration {
  const idType = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('run_tickets').addColumn('ghost_result_id', idType).execute();
      await db.schema.alterTable('runs').addColumn('ghost_result_id', idType).execute();
    },
  };
}

export function storeMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_results_store': initialSchema(dialect),
    '0002_ghost_races': ghostRaces(dialect),
  };
}

/** Brings the database to the latest schema; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => storeMigrations(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`the results store's migration ${failed ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
