import type { ChildProcess } from 'node:child_process';

export const POSTGRES_INSTALL_HINT: string;
export const CLUSTER_DATABASE: string;
export function findPostgresBin(): string | undefined;

export interface ClusterPostgres {
  port: number;
  /** The cluster's folder, DATA_DIR/postgres. */
  dataDir: string;
  /** The DATABASE_URL every process gets. */
  url: string;
  /** null when a server already running on the folder was used. */
  child: ChildProcess | null;
  stop(): Promise<void>;
  kill(): void;
}

export function startPostgres(options: { dataDir: string }): Promise<ClusterPostgres>;
