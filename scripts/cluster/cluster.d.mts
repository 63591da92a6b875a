import type { ChildProcess } from 'node:child_process';
import type { ClusterPostgres } from './postgres.mjs';

export interface ClusterProcess {
  name: string;
  port: number;
  child: ChildProcess;
}

export interface FrontDoor {
  child: ChildProcess;
  configPath: string;
  stop(graceMs?: number): Promise<void>;
  kill(): Promise<void>;
}

export interface Cluster {
  url: string;
  port: number;
  redis: { child: ChildProcess; port: number; url: string };
  postgres: ClusterPostgres;
  processes: ClusterProcess[];
  frontDoor: FrontDoor;
  stop(): Promise<void>;
}

export function missingForCluster(): string[];

export function startCluster(options?: {
  port?: number;
  processes?: number;
  host?: string;
  env?: Record<string, string>;
  log?: boolean;
  serverEntry?: string;
  connectionsPerAddress?: number;
  /** Node's own flags for the game-server processes (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Where PostgreSQL keeps the results (DATA_DIR, default ./data): DATA_DIR/postgres, kept between runs. */
  dataDir?: string;
}): Promise<Cluster>;

export function stopProcess(child: ChildProcess, graceMs?: number): Promise<void>;
