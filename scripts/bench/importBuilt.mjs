// The benches run the site's TypeScript modules in Node: Vite's SSR build turns an entry into one module,
// written inside the project (so it finds the packages in node_modules), then imported.
import { build } from 'vite';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

/** Builds `entryUrl` (a file URL of a .ts entry) as `<name>.mjs`; returns the built file's path. */
export async function buildForNode(entryUrl, name) {
  const outDir = fileURLToPath(new URL(`../../node_modules/.cache/bench-${name}`, import.meta.url));
  await build({
    configFile: false,
    logLevel: 'error',
    build: {
      ssr: fileURLToPath(entryUrl),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: `${name}.mjs` } },
    },
  });
  return join(outDir, `${name}.mjs`);
}

/** Builds `entryUrl` as `<name>.mjs` and imports it. */
export async function importBuilt(entryUrl, name) {
  return import(pathToFileURL(await buildForNode(entryUrl, name)).href);
}
