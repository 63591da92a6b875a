/** The work waiting for its task, in order: one message on the port per work. */
const waiting: (() => void)[] = [];
let port: MessagePort | null = null;

/** One channel for the page's whole life: a new one per call cost more than most works it carried (a sound). */
function openPort(): MessagePort {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => waiting.shift()?.();
  // Node (the unit tests) would stay alive for an open port; browsers have no unref and need none.
  (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
  return channel.port2;
}

/**
 * Runs `work` in a task of its own, after the one running now: input and the next frame may go first. A message
 * to the page, not a timer, so it runs as soon as the browser gets to it, and a test's paused clock (which holds
 * timers) does not hold it.
 */
export function inNextTask(work: () => void): void {
  waiting.push(work);
  port ??= openPort();
  port.postMessage(null);
}
