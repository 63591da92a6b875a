// The scale bench's child processes: asking a forked child something over IPC (with a time limit), starting a
// built game-server process on its own, and a throwaway site for it to serve.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited, freePort, waitForLine } from '../../cluster/processes.mjs';

/** Sends `message` ({ type }) to a forked child; resolves with its answer of the same type. */
export function ask(child, message, timeoutMs = 180_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`no answer to ${message.type} within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onMessage = (answer) => {
      if (answer?.type !== message.type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(answer);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

/** Resolves once a forked child says { type }. */
export function said(child, type, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child did not say ${type}`)), timeoutMs);
    const onMessage = (message) => {
      if (message?.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
  });
}

/** A site of two pages (the game server wants a build to serve; the bench never asks for pages). */
export function makeBenchSite() {
  const dir = mkdtempSync(join(tmpdir(), 'csg-bench-site-'));
  const page = '<!doctype html><title>Bench</title>';
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, '200.html'), page);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One game-server process (as `npm start` runs it) on 127.0.0.1 and a free port. */
export async function startServerProcess(entry, env, nodeArgs = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForLine(child, /Serving dist\/ and the game server/, 'game server');
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
