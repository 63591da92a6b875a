// `npm start`: one server process (serveProcess.ts); runs are verified by re-playing them (server/verify).
import { serveProcess } from './serveProcess';
import { verifyRun } from './verify/verifyRun';

await serveProcess({ verifyRun });
