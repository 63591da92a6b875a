// Small helpers for the cluster's child processes: a free port, and waiting for a line of output.
import { once } from 'node:events';
import { createServer } from 'node:net';

export async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Resolves when the child prints a line matching `pattern`; rejects if it exits first or takes 30 s. */
export function waitForLine(child, pattern, name, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start in time`)), timeoutMs);
    const onData = (chunk) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (pattern.test(seen)) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        // Keep draining its output so the child never blocks on a full pipe.
        child.stdout.resume();
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (code ${code}) before it was ready`));
    });
  });
}

/** Resolves when the child has exited (at once if it already has). */
export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return once(child, 'exit').then(() => undefined);
}
