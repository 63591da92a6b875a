import { createOnlineService } from './onlineService';
import type { OnlineLobby } from './onlineTypes';

const lobby = (): OnlineLobby => ({
  rooms: () => [],
  subscribe: () => () => {},
  create: vi.fn(),
  join: vi.fn(),
  joinByCode: vi.fn(),
  reconnect: vi.fn(),
  close: vi.fn(),
});

describe('online service', () => {
  it('loads the client once, on the first connect, and goes online', async () => {
    const load = vi.fn(async () => async () => lobby());
    const service = createOnlineService(load, 'http://x');
    expect(service.get().mode).toBe('idle');
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([service.connect(), service.connect()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    expect(service.get().mode).toBe('online');
  });

  it('says offline when no server answers, and can try again', async () => {
    let up = false;
    const service = createOnlineService(
      async () => async () => {
        if (!up) throw new Error('refused');
        return lobby();
      },
      'http://x',
    );
    expect(await service.connect()).toBeNull();
    expect(service.get().mode).toBe('offline');
    up = true;
    expect(await service.retry()).not.toBeNull();
    expect(service.get().mode).toBe('online');
  });

  it('gives up after the timeout when the server never answers', async () => {
    vi.useFakeTimers();
    const service = createOnlineService(async () => () => new Promise(() => {}), 'http://x', 100);
    const result = service.connect();
    await vi.advanceTimersByTimeAsync(150);
    expect(await result).toBeNull();
    expect(service.get().mode).toBe('offline');
    vi.useRealTimers();
  });
});
