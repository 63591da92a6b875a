// Builds the rules bench entry for Node with Vite's SSR build and prints microseconds per simulated second.
import { build } from 'vite';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function measureRules() {
  const outDir = mkdtempSync(join(tmpdir(), 'rules-bench-'));
  await build({
    configFile: false,
    logLevel: 'error',
    build: {
      ssr: fileURLToPath(new URL('./rulesCost.entry.ts', import.meta.url)),
      outDir,
      rollupOptions: { output: { entryFileNames: 'rulesCost.mjs' } },
    },
  });
  const { measureRulesCost } = await import(pathToFileURL(join(outDir, 'rulesCost.mjs')).href);
  return measureRulesCost();
}

export function printRules(rows) {
  console.log('\nRules cost in Node (60 s simulated, AI on every seat, median of 7 runs)');
  for (const { name, usPerSimulatedSecond } of rows) {
    console.log(
      `  ${name.padEnd(15)} ${usPerSimulatedSecond.toFixed(0).padStart(7)} µs per simulated second`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printRules(await measureRules());
}
