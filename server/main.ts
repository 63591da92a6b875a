// `npm start`: the site and the game server on one port (PORT, default 4173).
import { fileURLToPath } from 'node:url';
import { startSiteServer } from './siteServer';

const port = Number(process.env.PORT ?? 4173);
const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));

try {
  const { game } = await startSiteServer({ port, distDir });
  console.log(`Serving dist/ and the game server on http://localhost:${port}`);
  const stop = () => void game.gracefullyShutdown(true);
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
