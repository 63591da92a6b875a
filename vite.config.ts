/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BOOT_SCRIPT_HASH } from './scripts/security-headers.mjs';

/**
 * Every page's first paint is in its HTML (scripts/prerender.mjs) and needs only the stylesheet; the app's code
 * makes it live. The HTML therefore carries a small first script (src/boot.ts, built, written inline so that a
 * first visit makes no request for it) that fetches the app's entry chunk, named in its data-app attribute,
 * once the page has loaded and painted, instead of loading the app itself. The entry chunk itself is
 * unchanged, so nothing of the app loads twice or in another order; a chunk it imported statically would stay
 * preloaded, at low priority (there is none: `npm run size` fails when the entry brings another file). The
 * CSP allows the inline script by its hash (scripts/security-headers.mjs): the build stops when what it
 * inlines has another hash.
 */
function appCodeAfterFirstPaint(): Plugin {
  return {
    name: 'app-code-after-first-paint',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: '/src/boot.ts', name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const boot = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.name === 'boot',
        );
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!boot || boot.type !== 'chunk' || !entry) {
          throw new Error(
            'app-code-after-first-paint: no boot chunk or no entry script to replace',
          );
        }
        if (boot.imports.length > 0 || boot.dynamicImports.length > 0) {
          throw new Error('app-code-after-first-paint: the boot script must import nothing');
        }
        const code = boot.code.trim();
        if (code.includes('</script')) {
          throw new Error('app-code-after-first-paint: the boot script contains "</script"');
        }
        const hash = `sha256-${createHash('sha256').update(code).digest('base64')}`;
        if (hash !== BOOT_SCRIPT_HASH) {
          throw new Error(
            `app-code-after-first-paint: the boot script's hash is now '${hash}': set BOOT_SCRIPT_HASH in ` +
              'scripts/security-headers.mjs to it (the CSP allows the inline script by that hash).',
          );
        }
        // Inlined: the chunk's own file is not written.
        delete bundle[boot.fileName];
        return html
          .replace(entry[0], `<script type="module" data-app="${entry[1]}">${code}</script>`)
          .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
      },
    },
  };
}

/** The module through which Vite's build imports its preload helper into every chunk with an import(). */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Builds the app with a smaller module preload helper (src/app/preloadChunks.ts; what it leaves out is said
 * there): Vite's sits in the entry chunk, which every first visit loads, and only a page change calls it. The
 * build stops if Vite's own helper still ends up in it, or if a lazy chunk brings a stylesheet (which Vite's
 * would load and the smaller one does not).
 */
function leanPreloadHelper(): Plugin {
  const helper = fileURLToPath(new URL('./src/app/preloadChunks.ts', import.meta.url));
  return {
    name: 'lean-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      if (!config.base.startsWith('/')) {
        throw new Error('lean-preload-helper: the preloads need an absolute base');
      }
    },
    load(id) {
      if (id !== VITE_PRELOAD_HELPER) return null;
      return `export { preloadChunks as __vitePreload } from ${JSON.stringify(helper)};`;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (output.code.includes('vite:preloadError')) {
          throw new Error(
            `lean-preload-helper: Vite's own preload helper is in ${output.fileName}: it is no longer ` +
              `loaded as ${JSON.stringify(VITE_PRELOAD_HELPER)}.`,
          );
        }
        if (!output.isEntry && (output.viteMetadata?.importedCss.size ?? 0) > 0) {
          throw new Error(
            `lean-preload-helper: ${output.fileName} brings a stylesheet, which src/app/preloadChunks.ts ` +
              'does not load.',
          );
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), appCodeAfterFirstPaint(), leanPreloadHelper()],
  resolve: {
    alias: {
      // colyseus.js's MessagePack decoder, built without its eval fast path: the site's CSP (no
      // 'unsafe-eval', Trusted Types) refuses new Function, and even the default build's probe for it
      // logs a violation.
      '@colyseus/msgpackr': fileURLToPath(
        new URL('./node_modules/@colyseus/msgpackr/dist/index-no-eval.cjs', import.meta.url),
      ),
    },
  },
  build: {
    target: 'es2022',
    // Inline nothing as data: URIs into JS so the CSP stays strict and chunks stay small.
    assetsInlineLimit: 0,
    // Fetch a chunk's imports together with it (a lazy page's own imports load in parallel, not one round trip
    // after it). All supported browsers preload modules natively, so no polyfill.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: scripts/check-size.mjs reads which chunks the first page load runs.
    manifest: true,
  },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'shared/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.{ts,mjs}',
    ],
    css: false,
    // A hang still fails; a property test of a thousand games on a busy 2-core machine is not a hang.
    testTimeout: 20_000,
    // Two files a core: many server tests spend their time waiting on rooms that tick in real time, so with
    // one file a core the cores sit half idle (the run took twice as long).
    maxWorkers: availableParallelism() * 2,
  },
});
