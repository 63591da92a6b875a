// `npm start`: one server process (serveProcess.ts). Runs are re-played by the verifier given here; until
// the re-play is wired in, every run stays on its device, unverified.
import { refuseEveryRun } from './results/runVerifier';
import { serveProcess } from './serveProcess';

await serveProcess({ verifyRun: refuseEveryRun });
