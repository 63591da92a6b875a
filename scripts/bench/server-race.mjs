// Builds the server race bench for Node (Vite's SSR build, like the rules bench) and prints its figures.
import { pathToFileURL } from 'node:url';
import { importBuilt } from './importBuilt.mjs';

export async function measureServerRace() {
  const { measureRace } = await importBuilt(
    new URL('./serverRace.entry.ts', import.meta.url),
    'serverRace',
  );
  return measureRace();
}

export function printServerRace(f) {
  const ms = (v) => `${v.toFixed(2)} ms`;
  console.log(
    `\nGame server: an ${f.players}-player swimming race of humans (${f.raceSeconds.toFixed(1)} s, its 3 s countdown included)`,
  );
  console.log(
    `  received per client   median ${(f.bytesPerSecond.median / 1000).toFixed(2)} KB/s, ` +
      `max ${(f.bytesPerSecond.max / 1000).toFixed(2)} KB/s (target ≤ 4 KB/s)`,
  );
  console.log(
    `  server tick           median ${ms(f.tickMs.median)}, p95 ${ms(f.tickMs.p95)}, max ${ms(f.tickMs.max)}`,
  );
  console.log(
    `  your stroke shows     median ${ms(f.ownStrokeMs.median)}, p95 ${ms(f.ownStrokeMs.p95)} (predicted: the frame of the press)`,
  );
  console.log(
    `  another player sees   median ${ms(f.otherSeesStrokeMs.median)}, p95 ${ms(f.otherSeesStrokeMs.p95)} (the next tick, ticks going two to a message every 100 ms, + the network)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printServerRace(await measureServerRace());
  process.exit(0);
}
