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
