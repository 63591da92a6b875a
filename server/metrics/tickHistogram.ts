// A histogram that costs nothing per observation beyond a few comparisons and additions: rooms record every
// tick (20 a second each), so prom-client's own Histogram (which builds objects on each observe) stays out of
// the tick. It is read by the registry like any prom-client metric.
import type { Metric } from 'prom-client';
import { registry } from './registry';

export class TickHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly counts: Float64Array;
  private sum = 0;
  private count = 0;

  constructor(
    readonly name: string,
    readonly help: string,
    /** Upper bounds in seconds, ascending. */
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(seconds: number) {
    let i = 0;
    while (i < this.bounds.length && seconds > this.bounds[i]!) i += 1;
    this.counts[i]! += 1;
    this.sum += seconds;
    this.count += 1;
  }

  get observations() {
    return this.count;
  }

  /** prom-client's shape of a histogram's values: cumulative buckets, then the sum and the count. */
  get() {
    let cumulative = 0;
    const buckets = [...this.bounds, '+Inf' as const].map((le, i) => {
      cumulative += this.counts[i]!;
      return { metricName: `${this.name}_bucket`, labels: { le }, value: cumulative };
    });
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values: [
        ...buckets,
        { metricName: `${this.name}_sum`, labels: {}, value: this.sum },
        { metricName: `${this.name}_count`, labels: {}, value: this.count },
      ],
    };
  }

  reset() {
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }
}

function registered(histogram: TickHistogram) {
  // The registry reads a metric through get(); this class has the shape it reads, not prom-client's classes.
  registry.registerMetric(histogram as unknown as Metric);
  return histogram;
}

export const tickDuration = registered(
  new TickHistogram(
    'csg_tick_duration_seconds',
    'Time one room spends in one tick of its game',
    [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05],
  ),
);

export const tickLateness = registered(
  new TickHistogram(
    'csg_tick_lateness_seconds',
    'How long after its due time a room tick ran (ticks are due every 50 ms; on time: within 10 ms)',
    [0.001, 0.0025, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  ),
);
