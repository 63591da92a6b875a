/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';

/**
 * Every page's first paint is in its HTML (scripts/prerender.mjs) and needs only the stylesheet; the app's code
 * makes it live. Fetched at low priority, the code no longer competes with the stylesheet and the hero picture
 * for a slow phone's bandwidth (module scripts never block rendering; Chromium fetches them at high priority).
 */
function appCodeAfterFirstPaint(): Plugin {
  return {
    name: 'app-code-after-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
          .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), appCodeAfterFirstPaint()],
  build: {
    target: 'es2022',
    // Inline nothing as data: URIs into JS so the CSP stays strict and chunks stay small.
    assetsInlineLimit: 0,
    // Fetch a chunk's imports together with it (index.html preloads the entry's shared runtime chunk; a lazy
    // page's own imports load in parallel, not one round trip after it). All supported browsers preload
    // modules natively, so no polyfill.
    modulePreload: { polyfill: false },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    css: false,
  },
});
