// `npm start`: the site and the game server on one port (PORT, default 4173; HOST, every interface by
// default). With REDIS_URL and PUBLIC_ADDRESS, one process of several behind the cluster's front door
// (`npm run start:cluster`, server/cluster/). SIGTERM or SIGINT: running games finish (drainingGameRoom.ts),
// then the process exits.
import { fileURLToPath } from 'node:url';
import { startSiteServer } from './siteServer';
import { scaleOutFromEnv } from './cluster/scaleOut';
import { startDeadProcessSweep } from './cluster/deadProcessSweep';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST || undefined;
const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
const name = process.env.PROCESS_NAME ?? 'game server';

try {
  const scaleOut = await scaleOutFromEnv(process.env);
  const { game } = await startSiteServer({
    port,
    host,
    distDir,
    ...scaleOut,
    redisUrl: process.env.REDIS_URL || undefined,
  });
  const stopSweep = scaleOut.presence ? startDeadProcessSweep(scaleOut.presence) : () => {};
  console.log(
    scaleOut.publicAddress
      ? `${name}: serving dist/ and the game server on ${host ?? '*'}:${port}, reached at ${scaleOut.publicAddress}`
      : `Serving dist/ and the game server on http://localhost:${port}`,
  );
  const stop = (signal: string) => {
    console.log(`${name}: ${signal}, letting running games finish before exiting`);
    stopSweep();
    void game.gracefullyShutdown(true);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
