// Builds the Node server (server/main.ts: the site's files and the game server on one port) into
// dist-server/main.js, and the worker that re-plays runs (server/verify/verifyWorker.ts) beside it, with the
// same rules modules the browser runs. Packages stay in node_modules.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  root,
  logLevel: 'warn',
  // No React plugin and no Tailwind: this is plain Node code.
  configFile: false,
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    rollupOptions: {
      input: { main: 'server/main.ts', verifyWorker: 'server/verify/verifyWorker.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
});
console.log('built the server into dist-server/main.js');
