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
});
