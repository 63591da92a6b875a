// One server process as `npm start` and each process of `npm run start:cluster` run it, from the environment:
// the site and the game server on one port (PORT, default 4173; HOST, every interface by default), the results
// store (SQLite under DATA_DIR, or DATABASE_URL's PostgreSQL), and with REDIS_URL and PUBLIC_ADDRESS, one
// process of several behind the cluster's front door (server/cluster/). SIGTERM or SIGINT: running games
// finish (drainingGameRoom.ts), the results still queued are written, then the process exits.
import { fileURLToPath } from 'node:url';
import { startDeadProcessSweep } from './cluster/deadProcessSweep';
import { scaleOutFromEnv } from './cluster/scaleOut';
import { openResultsFromEnv } from './results/openResults';
import type { RunVerifier } from './results/runVerifier';
import { startSiteServer } from './siteServer';

export async function serveProcess({ verifyRun }: { verifyRun: RunVerifier }) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST || undefined;
  const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
  const name = process.env.PROCESS_NAME ?? 'game server';

  try {
    const scaleOut = await scaleOutFromEnv(process.env);
    const results = await openResultsFromEnv(verifyRun);
    const { game } = await startSiteServer({
      port,
      host,
      distDir,
      ...scaleOut,
      redisUrl: process.env.REDIS_URL || undefined,
      results: results.wiring,
    });
    game.onShutdown(async () => {
      const lost = await results.close();
      if (lost > 0) console.warn(`${name}: ${lost} results could not be written before exiting`);
      console.log(`${name}: results store closed`);
    });
    const stopSweep = scaleOut.presence ? startDeadProcessSweep(scaleOut.presence) : () => {};
    console.log(
      scaleOut.publicAddress
        ? `${name}: serving dist/ and the game server on ${host ?? '*'}:${port}, reached at ${scaleOut.publicAddress}`
        : `Serving dist/ and the game server on http://localhost:${port}`,
    );
    let stopping = false;
    const stop = (signal: string) => {
      // A second signal (SIGINT to the group, then SIGTERM from the cluster) must not start a second
      // shutdown: Colyseus's would exit the process at once, before the queued results are written.
      if (stopping) return;
      stopping = true;
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
}
