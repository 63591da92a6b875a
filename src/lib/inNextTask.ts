/**
 * Runs `work` in a task of its own, after the one running now: input and the next frame may go first. A message
 * to the page, not a timer, so it runs as soon as the browser gets to it, and a test's paused clock (which holds
 * timers) does not hold it.
 */
export function inNextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(null);
}
