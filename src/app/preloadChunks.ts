// Vite wraps every dynamic import() in a helper that starts fetching the imported chunk's own static imports at
// the same time (one round trip for a lazy page, not one per level of imports). Its own helper (about 0.5 KB
// brotli in the entry chunk, which every first visit loads and Home never calls) also loads a lazy chunk's
// stylesheets, looks through the page's <link>s and reports failures through a 'vite:preloadError' event;
// this site has one stylesheet, the HTML's, and nothing listens to that event. vite.config.ts
// (leanPreloadHelper) builds the app with this one instead, and stops if a lazy chunk brings a stylesheet.

const requested = new Set<string>();

/**
 * Asks for `deps` (the chunk's static imports, as Vite names them: relative to the site's base) with
 * `<link rel="modulepreload">`, each once per page, then runs `load` (the import() itself). The browser fetches
 * a module once: the import waits for a preload still on its way rather than fetching it again. A stylesheet
 * among them is the page's own (a chunk that imports the entry chunk names the entry's), already loaded.
 */
export function preloadChunks<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  for (const dep of deps ?? []) {
    const href = import.meta.env.BASE_URL + dep;
    if (dep.endsWith('.css') || requested.has(href)) continue;
    requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return load();
}
