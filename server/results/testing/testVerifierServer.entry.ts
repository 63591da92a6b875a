// A server process as `npm start` runs it, but re-playing runs with the TEST DOUBLE of the verifier: built only
// by the tests that start real processes (the cluster's), so a run can be verified through one process and
// read through another before the real re-play is wired in.
import { serveProcess } from '../../serveProcess';
import { acceptClaimedRun } from './acceptClaimedRun';

await serveProcess({ verifyRun: acceptClaimedRun() });
