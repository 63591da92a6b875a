// Which built chunks a first page load runs, read from Vite's manifest (dist/.vite/manifest.json): every entry
// chunk (the app, src/main.tsx via index.html) and every chunk those import statically. Lazy pages and games,
// imported dynamically by the app, are not in it; the page's first script (src/boot.ts) is inline in the HTML.

/**
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} manifest
 * @returns {string[]} the chunks' files, each entry followed by its imports
 */
export function firstPageChunks(manifest) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest names ${key} but has no entry for it`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('the Vite manifest has no entry chunk');
  for (const entry of entries) visit(entry);
  return files.filter((file) => file.endsWith('.js'));
}

/**
 * Why a first page load that runs these chunk files costs more than it must, or null. Each script file is one
 * more response, and its headers (about 0.7 KB with the site's CSP) count on every first visit: the app's
 * entry chunk is to be the only one. The usual second file is Rolldown's runtime chunk, made when a lazy
 * chunk uses its module helpers (CommonJS and namespace wrappers) without loading the entry first.
 *
 * @param {string[]} files what firstPageChunks returned
 * @returns {string | null}
 */
export function extraFirstPageFiles(files) {
  if (files.length <= 1) return null;
  return (
    `the first page load runs ${files.length} script files (${files.join(', ')}) where the app's entry ` +
    "alone should run. When one is a rolldown-runtime chunk: some lazy chunk uses Rolldown's module helpers " +
    'and imports nothing that reaches the entry chunk statically (src/games/avatars/dicebear.ts shows how one ' +
    'was made to); list which chunks import it in dist/.vite/manifest.json.'
  );
}
