import { createOnlineService } from './onlineService';
import type { OnlineLobby } from './onlineTypes';

const lobby = (): OnlineLobby => ({
  rooms: () => [],
  counts: () => ({}),
  watch: vi.fn(async () => {}),
  unwatch: vi.fn(),
  setFilter: vi.fn(),
  subscribe: () => () => {},
  create: vi.fn(),
  quickMatch: vi.fn(),
  join: vi.fn(),
  watchRoom: vi.fn(),
  joinByCode: vi.fn(),
  reconnect: vi.fn(),
  onClosed: vi.fn(),
  close: vi.fn(),
});
const up = { probe: async () => true };

describe('online service', () => {
  it('loads the client once, on the first connect, and goes online', async () => {
    const load = vi.fn(async () => async () => lobby());
    const service = createOnlineService(load, 'http://x', up);
    expect(service.get().mode).toBe('idle');
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([service.connect(), service.connect()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    expect(service.get().mode).toBe('online');
  });

  it('says offline when no server answers, and can try again', async () => {
    let serverUp = false;
    const service = createOnlineService(
      async () => async () => {
        if (!serverUp) throw new Error('refused');
        return lobby();
      },
      'http://x',
      up,
    );
    expect(await service.connect()).toBeNull();
    expect(service.get().mode).toBe('offline');
    serverUp = true;
    expect(await service.retry()).not.toBeNull();
    expect(service.get().mode).toBe('online');
  });

  it('gives up after the timeout when the server never answers', async () => {
    vi.useFakeTimers();
    const service = createOnlineService(async () => () => new Promise(() => {}), 'http://x', {
      timeoutMs: 100,
      probe: async () => true,
    });
    const result = service.connect();
    await vi.advanceTimersByTimeAsync(150);
    expect(await result).toBeNull();
    expect(service.get().mode).toBe('offline');
    vi.useRealTimers();
  });

  it('says why it is offline: no server, a server whose connection cannot open, or a refusal for now', async () => {
    const noServer = createOnlineService(async () => async () => lobby(), 'http://x', {
      probe: async () => false,
    });
    await noServer.connect();
    expect(noServer.get().offlineReason).toBe('no-server');

    // The health check answers but the lobby's socket never opens (a blocked or wrong address).
    vi.useFakeTimers();
    const noSocket = createOnlineService(async () => () => new Promise(() => {}), 'http://x', {
      timeoutMs: 100,
      probe: async () => true,
    });
    const pending = noSocket.connect();
    await vi.advanceTimersByTimeAsync(150);
    await pending;
    vi.useRealTimers();
    expect(noSocket.get()).toMatchObject({ mode: 'offline', offlineReason: 'no-connection' });

    const busy = createOnlineService(
      async () => async () => {
        throw Object.assign(new Error('Too many tries'), { code: 429 });
      },
      'http://x',
      up,
    );
    await busy.connect();
    expect(busy.get().offlineReason).toBe('busy');
    // Online again, no reason is left behind.
    const ok = createOnlineService(async () => async () => lobby(), 'http://x', up);
    await ok.connect();
    expect(ok.get().offlineReason).toBeNull();
  });

  it('never loads the client where no game server answers the health check (a static host)', async () => {
    const load = vi.fn(async () => async () => lobby());
    const service = createOnlineService(load, 'http://x', { probe: async () => false });
    expect(await service.connect()).toBeNull();
    expect(service.get().mode).toBe('offline');
    expect(load).not.toHaveBeenCalled();
  });

  it('goes offline when the lobby loses the server and no server answers any more', async () => {
    let closed = () => {};
    let serverUp = true;
    const service = createOnlineService(
      async () => async () => ({
        ...lobby(),
        onClosed: (listener: () => void) => (closed = listener),
      }),
      'http://x',
      { probe: async () => serverUp },
    );
    await service.connect();
    expect(service.get().mode).toBe('online');
    serverUp = false;
    closed();
    expect(await service.connect()).toBeNull();
    expect(service.get().mode).toBe('offline');
  });

  it('stays online when the lobby closes but another process of the cluster answers', async () => {
    let closed = () => {};
    const connects = vi.fn(async () => ({
      ...lobby(),
      onClosed: (listener: () => void) => (closed = listener),
    }));
    const service = createOnlineService(async () => connects, 'http://x', up);
    const first = await service.connect();
    closed();
    expect(service.get().mode).toBe('connecting');
    const second = await service.connect();
    expect(second).not.toBe(first);
    expect(connects).toHaveBeenCalledTimes(2);
    expect(service.get().mode).toBe('online');
  });

  it('opens the live list only while a screen watches it, and lets go of it when none does', async () => {
    vi.useFakeTimers();
    const opened = lobby();
    const service = createOnlineService(async () => async () => opened, 'http://x', up);
    // Joining a room (a reload's rejoin) connects without opening the list.
    await service.connect();
    expect(opened.watch).not.toHaveBeenCalled();
    const release = service.watchRooms();
    expect(opened.watch).toHaveBeenCalledTimes(1);
    // A screen that goes and comes back at once (React's strict mode) keeps it.
    release();
    const again = service.watchRooms();
    await vi.advanceTimersByTimeAsync(10);
    expect(opened.unwatch).not.toHaveBeenCalled();
    // The game screen opens: no screen watches, the list closes.
    again();
    again();
    await vi.advanceTimersByTimeAsync(10);
    expect(opened.unwatch).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('connects for a watching screen, and opens the list before saying online', async () => {
    let open = () => {};
    const opened = {
      ...lobby(),
      watch: vi.fn(() => new Promise<void>((resolve) => (open = resolve))),
    };
    const service = createOnlineService(async () => async () => opened, 'http://x', up);
    service.watchRooms();
    await vi.waitFor(() => expect(opened.watch).toHaveBeenCalled());
    expect(service.get().mode).toBe('connecting');
    open();
    await vi.waitFor(() => expect(service.get().mode).toBe('online'));
  });

  it('says why when the list cannot open (a socket the page may not open, a refusal for now)', async () => {
    vi.useFakeTimers();
    const blocked = createOnlineService(
      async () => async () => ({ ...lobby(), watch: () => new Promise<void>(() => {}) }),
      'http://x',
      { timeoutMs: 100, probe: async () => true },
    );
    blocked.watchRooms();
    await vi.advanceTimersByTimeAsync(150);
    expect(blocked.get()).toMatchObject({ mode: 'offline', offlineReason: 'no-connection' });
    vi.useRealTimers();

    const refused = createOnlineService(
      async () => async () => ({
        ...lobby(),
        watch: async () => {
          throw Object.assign(new Error('Too many'), { code: 429 });
        },
      }),
      'http://x',
      up,
    );
    refused.watchRooms();
    await vi.waitFor(() => expect(refused.get().offlineReason).toBe('busy'));
  });

  it('passes the sport filter to the lobby, now and to the next one', async () => {
    const first = lobby();
    const service = createOnlineService(async () => async () => first, 'http://x', up);
    service.filterRooms('archery');
    await service.connect();
    expect(first.setFilter).toHaveBeenLastCalledWith('archery');
    service.filterRooms('fencing');
    expect(first.setFilter).toHaveBeenLastCalledWith('fencing');
  });
});
