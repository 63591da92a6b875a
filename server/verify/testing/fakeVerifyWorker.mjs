// A stand-in for verifyWorker.js in the pool's tests: answers by what `claimed` asks for.
import process from 'node:process';
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, claimed }) => {
  if (claimed === 'hang') return;
  if (claimed === 'exit') process.exit(1);
  if (claimed === 'busy') {
    const end = Date.now() + 300;
    while (Date.now() < end); // the re-play's work, on this thread
  }
  parentPort.postMessage({ id, answer: { ok: false, reason: `checked ${claimed}` } });
});
