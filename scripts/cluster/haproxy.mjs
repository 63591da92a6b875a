// The cluster's front door: Debian's HAProxy in front of the game-server processes, one origin for pages,
// matchmaking and sockets, from a config generated here.
//   /p1/...   goes to process p1, the prefix taken off: each process announces /p1 (or host/p1) as its
//             PUBLIC_ADDRESS, so a room's socket reaches the process holding it (sticky by room);
//   the rest  (the site, /api/*, /matchmake/*) is balanced over the live processes (health checks on
//             /api/health every second), the same one for a visitor while it lives (the csg_node cookie);
//   upgrades  are tunnelled to the process as they are.
// HAProxy alone says who the visitor is: it deletes any X-Forwarded-For (X-Real-IP, Forwarded) a client sent
// and sets its own, on requests and upgrades; the processes listen on 127.0.0.1 and trust the header only
// from there (TRUST_PROXY). It also caps each address's connections open at once across all processes
// (429), and puts the site's security headers on every answer, its own (429, 503) included.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SECURITY_HEADERS } from '../security-headers.mjs';
import { exited } from './processes.mjs';

export const HAPROXY_INSTALL_HINT =
  'haproxy not found: the cluster\'s front door is HAProxy. Install it with "apt-get update && apt-get install -y haproxy" (or set HAPROXY to its path).';

export const NODE_COOKIE = 'csg_node';
/** Connections one address may hold open at once through the front door, over all processes. */
export const FRONT_DOOR_CONNECTIONS_PER_ADDRESS = 64;

/** The haproxy binary: HAPROXY, Debian's /usr/sbin/haproxy, or one on the PATH. */
export function findHaproxy() {
  const candidates = [process.env.HAPROXY, '/usr/sbin/haproxy', '/usr/local/sbin/haproxy'];
  for (const path of candidates) if (path && existsSync(path)) return path;
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(`${dir}/haproxy`)) return `${dir}/haproxy`;
  }
  return undefined;
}

const quote = (text) => `"${String(text).replace(/(["\\])/g, '\\$1')}"`;

const hasIpv6 = () =>
  Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((a) => a.family === 'IPv6' && a.internal),
  );

/**
 * The HAProxy config for `processes` ({ name, port } on 127.0.0.1), listening on `port`.
 * @param {{ port: number, processes: { name: string, port: number }[], host?: string,
 *           connectionsPerAddress?: number, ipv6?: boolean }} options
 */
export function haproxyConfig({
  port,
  processes,
  host,
  connectionsPerAddress = FRONT_DOOR_CONNECTIONS_PER_ADDRESS,
  ipv6 = hasIpv6(),
}) {
  const binds = host
    ? [`  bind ${host.includes(':') ? `[${host}]` : host}:${port}`]
    : [`  bind 0.0.0.0:${port}`, ...(ipv6 ? [`  bind [::]:${port} v6only`] : [])];
  const server = (p, extra = '') => `  server ${p.name} 127.0.0.1:${p.port} check${extra}`;
  return [
    'global',
    // maxconn is left to HAProxy: it sizes it from the file descriptors the system allows.
    // A soft stop (SIGUSR1) lets open game sockets finish while the processes drain, up to this long.
    '  hard-stop-after 120s',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 30s',
    '  timeout server 30s',
    // Slow clients: a request's headers within 10 s; an idle kept-alive connection is closed after 5 s.
    '  timeout http-request 10s',
    '  timeout http-keep-alive 5s',
    '  timeout queue 10s',
    // A game socket is a tunnel once upgraded; Colyseus pings every 3 s, so a silent one is gone.
    '  timeout tunnel 60s',
    '  timeout client-fin 5s',
    // A health check every second; a process is out after three failed in a row, each given 3 s to answer. A
    // process that is only busy (its event loop late by a second under load) stays in: taking it out would turn
    // a slow moment into refused sockets for every player on it. A dead one refuses at once and is out in 3 s
    // (and a refused connection is sent to another process at once anyway, below).
    '  timeout check 3s',
    '  default-server inter 1s fall 3 rise 2',
    // A process that refuses the connection (it just died): try another.
    '  retries 2',
    '  option redispatch 1',
    '',
    'frontend site',
    ...binds,
    // Connections open at once per address, over every process.
    '  stick-table type ipv6 size 200k expire 10m store conn_cur',
    '  tcp-request connection track-sc0 src',
    // Who the visitor is, is HAProxy's to say: nothing a client sent about it reaches a process.
    '  http-request del-header X-Forwarded-For',
    '  http-request del-header X-Real-IP',
    '  http-request del-header Forwarded',
    '  option forwardfor',
    `  http-request return status 429 content-type ${quote('text/plain; charset=utf-8')} string ${quote(
      'Too many connections from your address: close other tabs of this site, then try again.',
    )} hdr Retry-After 60 if { sc0_conn_cur gt ${connectionsPerAddress} }`,
    // Every answer carries the pages' security headers, HAProxy's own answers (429, 502, 503) included.
    ...Object.entries(SECURITY_HEADERS).map(
      ([name, value]) => `  http-after-response set-header ${name} ${quote(value)}`,
    ),
    ...processes.map((p) => `  use_backend ${p.name} if { path_beg /${p.name}/ }`),
    '  default_backend processes',
    '',
    ...processes.flatMap((p) => [
      `backend ${p.name}`,
      `  http-request set-path ${quote(`%[path,regsub(^/${p.name}/,/)]`)}`,
      '  option httpchk GET /api/health',
      '  http-check expect status 200',
      server(p),
      '',
    ]),
    'backend processes',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    `  cookie ${NODE_COOKIE} insert indirect nocache httponly attr SameSite=Strict`,
    // Which process answered (the cluster's browser test checks that a visitor stays on theirs).
    '  http-response set-header X-Served-By %[srv_name]',
    ...processes.map((p) => server(p, ` cookie ${p.name}`)),
    '',
  ].join('\n');
}

/**
 * Writes the config, checks it with `haproxy -c`, starts HAProxy in the foreground and waits until the front
 * door answers. `stop()` lets open connections finish (a soft stop) for up to `graceMs`, then ends it.
 */
export async function startHaproxy(options) {
  const binary = findHaproxy();
  if (!binary) throw new Error(HAPROXY_INSTALL_HINT);
  const dir = mkdtempSync(join(tmpdir(), 'csg-haproxy-'));
  const configPath = join(dir, 'haproxy.cfg');
  writeFileSync(configPath, haproxyConfig(options));
  const check = spawnSync(binary, ['-c', '-q', '-f', configPath], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`haproxy refused its config:\n${check.stderr || check.stdout}`);
  }
  const child = spawn(binary, ['-db', '-f', configPath], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk.toString()).slice(-4096)));
  await waitForFrontDoor(child, options.port, () => errors);
  return {
    child,
    configPath,
    /** Stops listening at once; open connections (game sockets) may finish for up to `graceMs`. */
    async stop(graceMs = 120_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGUSR1');
        const timer = setTimeout(() => child.kill('SIGTERM'), graceMs);
        await exited(child);
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
    /** Ends it now. */
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForFrontDoor(child, port, errors, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors()}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`haproxy did not answer on port ${port} in time: ${errors()}`);
}
