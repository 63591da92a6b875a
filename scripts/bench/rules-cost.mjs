// Builds the rules bench entry for Node with Vite's SSR build and prints microseconds per simulated second.
import { pathToFileURL } from 'node:url';
import { importBuilt } from './importBuilt.mjs';

export async function measureRules() {
  const { measureRulesCost } = await importBuilt(
    new URL('./rulesCost.entry.ts', import.meta.url),
    'rulesCost',
  );
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
