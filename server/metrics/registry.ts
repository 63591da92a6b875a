// The process's metrics, in Prometheus's text format (prom-client). One registry per process, like Colyseus's
// matchmaker: the numbers are this process's, never an address or a name.
import { collectDefaultMetrics, Registry } from 'prom-client';

export const registry = new Registry();
// Node's own figures, event-loop lag among them (nodejs_eventloop_lag_*).
collectDefaultMetrics({ register: registry });
