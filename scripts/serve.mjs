// Serves the production build and the game server on one port (server/main.ts, built by npm run build).
import { existsSync } from 'node:fs';

const entry = new URL('../dist-server/main.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('No server build found. Run "npm run build" first (or "npm start", which builds).');
  process.exit(1);
}
await import(entry.href);
