// The results store's write queue in the metrics (GET /api/metrics), read when the metrics are read: runs
// waiting to be written, written, and those the queue refused while full or the database refused, and whether
// writes are failing now (the database away).
import { Gauge } from 'prom-client';
import { registry } from '../metrics/registry';
import type { ResultsStore } from '../store/index';

let watched: ResultsStore | null = null;

/** The store whose queue the metrics show (the process has one). */
export function watchStore(store: ResultsStore | null) {
  watched = store;
}

type QueueStats = ResultsStore['queueStats'];

const gauge = (name: string, help: string, read: (stats: QueueStats) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(watched ? read(watched.queueStats) : 0);
    },
  });

gauge('csg_results_queued', 'Runs waiting in the results write queue', (s) => s.waiting);
gauge('csg_results_written', 'Runs written by the results store since start', (s) => s.written);
gauge(
  'csg_results_failed',
  'Runs not written since start: refused while the queue was full, or refused by the database',
  (s) => s.refusedWhileFull + s.rejectedByDatabase,
);
gauge(
  'csg_results_failing',
  'Whether writes to the results database fail now (1) or not (0)',
  (s) => (s.failing ? 1 : 0),
);
