// `npm run start:cluster` (after a build): Redis, PostgreSQL (its data in DATA_DIR/postgres, default ./data, kept
// between runs), two game-server processes on 127.0.0.1 writing their results to it, and HAProxy in front of
// them on PORT (default 4173), one origin. Ctrl-C stops everything: running games finish and queued results
// are written first; a second Ctrl-C stops at once.
import { startCluster } from './cluster/cluster.mjs';

const port = Number(process.env.PORT ?? 4173);
const processes = Number(process.env.CLUSTER_PROCESSES ?? 2);

try {
  const cluster = await startCluster({
    port,
    processes,
    host: process.env.PUBLIC_HOST || undefined,
    connectionsPerAddress: Number(process.env.FRONT_DOOR_CONNECTIONS_PER_ADDRESS) || undefined,
  });
  console.log(
    `Cluster: ${cluster.processes.map((p) => p.name).join(', ')} with Redis on port ${cluster.redis.port}, ` +
      `PostgreSQL on port ${cluster.postgres.port} (data in ${cluster.postgres.dataDir}), ` +
      `HAProxy in front on ${cluster.url} (/p1/, /p2/ reach each process)`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) {
      for (const p of cluster.processes) p.child.kill('SIGKILL');
      cluster.frontDoor.child.kill('SIGKILL');
      cluster.redis.child.kill('SIGKILL');
      cluster.postgres.kill();
      process.exit(1);
    }
    stopping = true;
    console.log('Stopping: games in progress finish first (Ctrl-C again to stop at once)');
    cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
