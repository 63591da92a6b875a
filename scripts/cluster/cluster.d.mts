import type { ChildProcess } from 'node:child_process';

export interface ClusterProcess {
  name: string;
  port: number;
  child: ChildProcess;
}

export interface Cluster {
  url: string;
  port: number;
  redis: { child: ChildProcess; port: number; url: string };
  processes: ClusterProcess[];
  stop(): Promise<void>;
}

export function startCluster(options?: {
  port?: number;
  processes?: number;
  host?: string;
  env?: Record<string, string>;
  log?: boolean;
}): Promise<Cluster>;

export function stopProcess(child: ChildProcess, graceMs?: number): Promise<void>;
