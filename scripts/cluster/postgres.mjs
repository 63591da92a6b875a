// The cluster's database: Debian's PostgreSQL with its data folder under DATA_DIR (DATA_DIR/postgres, kept
// between runs: results last), made with initdb the first time, on a free port of 127.0.0.1 only (no Unix
// socket), with a random password kept in DATA_DIR/postgres.password (readable by its owner only). PostgreSQL
// refuses to run as root: as root, its programs run as the postgres user (runuser), which owns the folder.
// A server still running on the folder (a cluster killed without stopping it) is used as it is.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './processes.mjs';

export const POSTGRES_INSTALL_HINT =
  'PostgreSQL not found: the cluster keeps its results in it. Install it with "apt-get update && apt-get install -y postgresql" (or set PG_BIN to its bin folder).';

export const CLUSTER_DATABASE = 'csg';

/** The folder holding initdb and postgres: PG_BIN, or Debian's for PostgreSQL 17 to 13. */
export function findPostgresBin() {
  const candidates = [
    process.env.PG_BIN,
    ...[17, 16, 15, 14, 13].map((v) => `/usr/lib/postgresql/${v}/bin`),
  ];
  return candidates.find(
    (dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')),
  );
}

const asRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program as the postgres user when we are root, else as ourselves. */
const command = (bin, args) =>
  asRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];

function postgresUser() {
  if (!asRoot()) return null;
  const id = (flag) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const [uid, gid] = [id('-u'), id('-g')];
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) {
    throw new Error('there is no postgres user to run PostgreSQL as');
  }
  return { uid, gid };
}

/** Makes the cluster with a new random password; returns it. */
function initCluster(bin, dataDir, owner) {
  const password = randomBytes(24).toString('base64url');
  // initdb reads the password from a file the postgres user can read; it is removed at once.
  const scratch = mkdtempSync(join(tmpdir(), 'csg-initdb-'));
  const pwfile = join(scratch, 'pw');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    chownSync(scratch, owner.uid, owner.gid);
    chownSync(pwfile, owner.uid, owner.gid);
  }
  try {
    const [initdb, args] = command(join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'scram-sha-256',
      `--pwfile=${pwfile}`,
      '-E',
      'UTF8',
    ]);
    const made = spawnSync(initdb, args, { encoding: 'utf8' });
    if (made.status !== 0) {
      throw new Error(`initdb failed for ${dataDir}: ${(made.stderr || made.stdout).trim()}`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return password;
}

/** The server already running on this folder, if any: its pid and port (postmaster.pid's lines 1 and 4). */
function runningServer(dataDir) {
  let lines;
  try {
    lines = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null; // a stale file: PostgreSQL itself clears it on start
  }
  return { pid, port };
}

function waitForReady(child) {
  return new Promise((resolveReady, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start: ${seen}`)), 60_000);
    child.stderr.on('data', (chunk) => {
      seen = (seen + chunk.toString()).slice(-4000);
      if (/ready to accept connections/.test(seen)) {
        clearTimeout(timer);
        // Keep draining its log so it never blocks on a full pipe.
        child.stderr.removeAllListeners('data');
        child.stderr.resume();
        child.removeAllListeners('exit');
        resolveReady();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited (code ${code}) before it was ready: ${seen.trim()}`));
    });
  });
}

async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      CLUSTER_DATABASE,
    ]);
    if (found.rowCount === 0) await client.query(`create database ${CLUSTER_DATABASE}`);
  } finally {
    await client.end();
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Starts (or finds running) the cluster's PostgreSQL under `dataDir` (DATA_DIR); resolves once its database
 * takes connections. `url` is the DATABASE_URL every process gets.
 * @param {{ dataDir: string }} options
 */
export async function startPostgres({ dataDir }) {
  const bin = findPostgresBin();
  if (!bin) throw new Error(POSTGRES_INSTALL_HINT);
  const root = resolve(dataDir);
  const folder = join(root, 'postgres');
  const passwordFile = join(root, 'postgres.password');
  const owner = postgresUser();
  mkdirSync(root, { recursive: true });
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    if (owner) {
      chownSync(folder, owner.uid, owner.gid);
      const reach = spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-w', folder]);
      if (reach.status !== 0) {
        throw new Error(
          `PostgreSQL runs as the postgres user, which cannot reach ${folder}: let it through the folders above (chmod o+x), or set DATA_DIR elsewhere.`,
        );
      }
    }
    writeFileSync(passwordFile, initCluster(bin, folder, owner), { mode: 0o600 });
  }
  if (!existsSync(passwordFile)) {
    throw new Error(
      `${passwordFile} is missing: it holds the password of the database in ${folder}. Restore it, or remove ${folder} to start with an empty database.`,
    );
  }
  chmodSync(passwordFile, 0o600);
  const password = readFileSync(passwordFile, 'utf8').trim();

  let child = null;
  let pid;
  let port;
  const running = runningServer(folder);
  if (running) {
    ({ pid, port } = running);
  } else {
    port = await freePort();
    const [postgres, args] = command(join(bin, 'postgres'), [
      '-D',
      folder,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ]);
    child = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    await waitForReady(child);
    pid = runningServer(folder)?.pid ?? child.pid;
  }
  const address = (database) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  await ensureDatabase(address('postgres'));
  return {
    port,
    dataDir: folder,
    url: address(CLUSTER_DATABASE),
    child,
    /** Stops the server (fast shutdown: sessions end, data kept). */
    async stop() {
      if (!alive(pid)) return;
      process.kill(pid, 'SIGINT');
      for (let i = 0; i < 600 && alive(pid); i += 1) {
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Stops it at once (as a crash would; it recovers from its log at the next start). */
    kill() {
      if (alive(pid)) process.kill(pid, 'SIGQUIT');
    },
  };
}
