import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  name: string,
  timeoutMs?: number,
): Promise<void>;
export function exited(child: ChildProcess): Promise<void>;
