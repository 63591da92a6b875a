// The scale bench's processes: the game servers of one mode (one process, or the cluster behind HAProxy with
// Redis) and the load generators, each pinned to its cores (cpus.mjs).
import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startCluster } from '../../cluster/cluster.mjs';
import { said, startServerProcess } from './children.mjs';
import { pin } from './cpus.mjs';

const SERVER_ENV = {
  SHUTDOWN_GRACE_SECONDS: '0',
  // Every simulated browser comes from this machine's one address: the per-address limits would stop the
  // load at a family's worth of rooms.
  LIMIT_ROOMS_PER_MINUTE: '1000000',
  LIMIT_JOINS_PER_MINUTE: '1000000',
  LIMIT_SOCKETS_PER_ADDRESS: '1000000',
};
/** Starts the servers of one mode; answers where browsers go, what to scrape and which pids to watch. */
export async function startMode(mode, entry, siteDir, split, nodeArgs) {
  if (mode === 'single') {
    const server = await startServerProcess(entry, { ...SERVER_ENV, DIST_DIR: siteDir }, nodeArgs);
    pin(server.child.pid, split.servers[0]);
    return {
      url: server.url,
      metrics: [`${server.url}/api/metrics`],
      servers: [{ name: 'server', pid: server.child.pid }],
      others: [],
      stop: () => server.stop(),
    };
  }
  const cluster = await startCluster({
    processes: 2,
    serverEntry: entry,
    log: false,
    connectionsPerAddress: 1_000_000,
    nodeArgs: nodeArgs,
    env: { ...SERVER_ENV, DIST_DIR: siteDir },
  });
  cluster.processes.forEach((p, i) => pin(p.child.pid, split.servers[i]));
  pin(cluster.frontDoor.child.pid, split.load);
  pin(cluster.redis.child.pid, split.load);
  return {
    url: `http://127.0.0.1:${cluster.port}`,
    metrics: cluster.processes.map((p) => `http://127.0.0.1:${p.port}/api/metrics`),
    servers: cluster.processes.map((p) => ({ name: p.name, pid: p.child.pid })),
    others: [
      { name: 'haproxy', pid: cluster.frontDoor.child.pid },
      { name: 'redis', pid: cluster.redis.child.pid },
    ],
    stop: () => cluster.stop(),
  };
}

/** The load generators, one per load core, each pinned to its core. */
export async function startLoad(url, clientModule, split) {
  const workers = [];
  for (const cpu of split.load) {
    const child = fork(fileURLToPath(new URL('./loadGenerator.mjs', import.meta.url)), [], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        LOAD_CONFIG: JSON.stringify({
          url,
          clientModule: pathToFileURL(clientModule).href,
          lobbySeconds: Number(process.env.BENCH_LOBBY_SECONDS ?? 5),
          races: Number(process.env.BENCH_RACES ?? 8),
        }),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await said(child, 'ready');
    pin(child.pid, [cpu]);
    workers.push(child);
  }
  return workers;
}
