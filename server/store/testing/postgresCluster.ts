// A throwaway PostgreSQL for tests and benches: Debian's binaries, a fresh cluster in a temporary folder owned
// by the postgres user (PostgreSQL refuses to run as root), on a free local port; stopped and removed after.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';

export const POSTGRES_INSTALL_HINT =
  'PostgreSQL not found: install it with "apt-get update && apt-get install -y postgresql" (or set PG_BIN to its bin folder).';

/** The folder holding initdb and postgres: PG_BIN, or Debian's for PostgreSQL 17 to 13. */
export function findPostgresBin(): string | undefined {
  const candidates = [
    process.env.PG_BIN,
    ...[17, 16, 15, 14, 13].map((v) => `/usr/lib/postgresql/${v}/bin`),
  ];
  return candidates.find(
    (dir): dir is string =>
      !!dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')),
  );
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  return typeof address === 'object' && address ? address.port : 0;
}

const asRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the postgres user when we are root, else as ourselves. */
function command(bin: string, args: string[]): [string, string[]] {
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

function postgresUser(): { uid: number; gid: number } | null {
  if (!asRoot()) return null;
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || !Number.isInteger(gid))
    throw new Error('there is no postgres user to run PostgreSQL as');
  return { uid, gid };
}

export interface PostgresCluster {
  port: number;
  /** An address for the `postgres` database, or another one of the cluster's. */
  url(database?: string): string;
  /** Makes a new empty database (from template0); returns its address. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server, keeping its data (an outage). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and deletes everything. */
  remove(): Promise<void>;
}

export interface ClusterOptions {
  /** Flush to disk as a production server does (benches); tests turn fsync off. */
  durable?: boolean;
}

export async function startThrowawayPostgres(
  options: ClusterOptions = {},
): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(POSTGRES_INSTALL_HINT);
  const root = mkdtempSync(join(tmpdir(), 'csg-postgres-'));
  const owner = postgresUser();
  if (owner) chownSync(root, owner.uid, owner.gid);
  const dataDir = join(root, 'data');
  const [initdb, initArgs] = command(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  let child: ChildProcess | null = null;

  const postmasterPid = (): number | null => {
    try {
      return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return null;
    }
  };

  async function start(): Promise<void> {
    if (child && child.exitCode === null && child.signalCode === null) return;
    const settings = [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      root,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=100',
      ...(options.durable
        ? []
        : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ];
    const [postgres, args] = command(join(bin as string, 'postgres'), settings);
    const started = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child = started;
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(
        () => reject(new Error(`PostgreSQL did not start: ${seen}`)),
        30_000,
      );
      started.stderr?.on('data', (chunk: Buffer) => {
        seen = (seen + chunk.toString()).slice(-4000);
        if (/ready to accept connections/.test(seen)) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`PostgreSQL exited (code ${code}) before it was ready: ${seen}`));
      });
    });
    // Keep draining its log so it never blocks on a full pipe.
    started.stderr?.removeAllListeners('data');
    started.stderr?.resume();
    started.removeAllListeners('exit');
  }

  // Never leave a server behind if the process running the tests ends without removing it.
  const killOnExit = () => {
    const pid = postmasterPid();
    if (pid) {
      try {
        process.kill(pid, 'SIGQUIT');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killOnExit);

  async function stop(): Promise<void> {
    const pid = postmasterPid();
    const running = child;
    child = null;
    if (pid) {
      try {
        process.kill(pid, 'SIGINT'); // fast shutdown: clients are disconnected, data kept
      } catch {
        // already gone
      }
    }
    if (running && running.exitCode === null && running.signalCode === null) {
      await once(running, 'exit');
    }
    for (let i = 0; i < 200 && existsSync(join(dataDir, 'postmaster.pid')); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;

  await start();
  return {
    port,
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`create database ${name} template template0`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop,
    start,
    async remove() {
      process.off('exit', killOnExit);
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
