/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
