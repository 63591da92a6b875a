// `npm start`: one server process (serveProcess.ts); runs are verified by re-playing them (server/verify) on a
// worker thread built beside this file.
import { serveProcess } from './serveProcess';
import { createVerifyPool } from './verify/verifyPool';

const verifying = createVerifyPool(new URL('./verifyWorker.js', import.meta.url));
await serveProcess({ verifyRun: verifying.verifyRun });
