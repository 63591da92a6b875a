// @vitest-environment node
import { WebSocket } from 'ws';
import { spreadHeartbeat } from './heartbeat';

interface FakeClient {
  readyState: number;
  pingCount?: number;
  pings: number;
  terminated: boolean;
  ping(): void;
  terminate(): void;
}

function fakeClient(): FakeClient {
  return {
    readyState: WebSocket.OPEN,
    pingCount: 0,
    pings: 0,
    terminated: false,
    ping() {
      this.pings += 1;
    },
    terminate() {
      this.terminated = true;
    },
  };
}

const OPTIONS = { intervalMs: 3000, maxMissed: 2, slices: 30 };

function serverWith(count: number) {
  const clients = new Set(Array.from({ length: count }, fakeClient));
  return { clients: clients as unknown as Set<WebSocket>, list: [...clients] };
}

describe('heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings every client once an interval, a slice of them at a time', () => {
    const wss = serverWith(1500);
    const stop = spreadHeartbeat(wss, OPTIONS);
    const pingsPerStep: number[] = [];
    let before = 0;
    for (let step = 0; step < 30; step += 1) {
      vi.advanceTimersByTime(100);
      const total = wss.list.reduce((sum, c) => sum + c.pings, 0);
      pingsPerStep.push(total - before);
      before = total;
    }
    expect(wss.list.every((c) => c.pings === 1)).toBe(true);
    expect(Math.max(...pingsPerStep)).toBe(50);
    // And again in the next interval, not sooner.
    vi.advanceTimersByTime(3000);
    expect(wss.list.every((c) => c.pings === 2)).toBe(true);
    stop();
    vi.advanceTimersByTime(6000);
    expect(wss.list.every((c) => c.pings === 2)).toBe(true);
  });

  it('keeps a whole interval between pings of a client when there are few clients', () => {
    const wss = serverWith(31);
    const stop = spreadHeartbeat(wss, OPTIONS);
    // Two a slice: all are pinged by 1.6 s, and then nobody until the first slice of the next interval.
    vi.advanceTimersByTime(3000);
    expect(wss.list.every((c) => c.pings === 1)).toBe(true);
    vi.advanceTimersByTime(100);
    expect(wss.list.map((c) => c.pings).slice(0, 3)).toEqual([2, 2, 1]);
    stop();
  });

  it('cuts a client that missed its pongs and keeps one that answers', () => {
    const wss = serverWith(2);
    const [silent, answering] = wss.list as [FakeClient, FakeClient];
    const stop = spreadHeartbeat(wss, OPTIONS);
    for (let interval = 0; interval < 3; interval += 1) {
      vi.advanceTimersByTime(3000);
      answering.pingCount = 0; // its pong came back
    }
    expect(silent.pings).toBe(2);
    expect(silent.terminated).toBe(true);
    expect(answering.pings).toBe(3);
    expect(answering.terminated).toBe(false);
    stop();
  });

  it('leaves closing and closed connections alone', () => {
    const wss = serverWith(2);
    const [closing, closed] = wss.list as [FakeClient, FakeClient];
    closing.readyState = WebSocket.CLOSING;
    closed.readyState = WebSocket.CLOSED;
    const stop = spreadHeartbeat(wss, OPTIONS);
    vi.advanceTimersByTime(9000);
    expect(closing.pings + closed.pings).toBe(0);
    expect(closing.terminated || closed.terminated).toBe(false);
    stop();
  });
});
