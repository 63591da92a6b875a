import { inNextTask } from './inNextTask';

describe('inNextTask', () => {
  it('runs the work after the running task, not during it, and runs it once', async () => {
    const order: string[] = [];
    const work = vi.fn(() => order.push('work'));
    inNextTask(work);
    order.push('rest of this task');
    expect(work).not.toHaveBeenCalled();
    await new Promise<void>((done) => inNextTask(done));
    expect(order).toEqual(['rest of this task', 'work']);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs several works in the order given, each in a task of its own', async () => {
    const order: string[] = [];
    inNextTask(() => {
      order.push('first');
      queueMicrotask(() => order.push('first’s microtask'));
    });
    inNextTask(() => order.push('second'));
    await new Promise<void>((done) => inNextTask(done));
    // A microtask runs at the end of its task: before the second work, which has a task of its own.
    expect(order).toEqual(['first', 'first’s microtask', 'second']);
  });

  it('still runs the works after one that throws', async () => {
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      const after = vi.fn();
      inNextTask(() => {
        throw new Error('a work failed');
      });
      inNextTask(after);
      await new Promise<void>((done) => inNextTask(done));
      expect(after).toHaveBeenCalledTimes(1);
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
