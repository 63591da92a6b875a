// A process that writes results to the SQLite file named by STORE_FILE, prints the ids once every write is
// acknowledged, and at once kills itself with SIGKILL: nothing after the acknowledgement runs (no close, no
// checkpoint, no exit handler).
import { writeSync } from 'node:fs';
import { openStore } from '../openStore';
import { newSecret } from '../identity';
import { practice } from './fixtures';

const file = process.env.STORE_FILE;
if (!file) throw new Error('STORE_FILE is not set');
const count = Number(process.env.RESULTS ?? 20);

const store = await openStore({ database: { kind: 'sqlite', file } });
const player = await store.createPlayer({ secret: newSecret(), name: 'Killed Right After' });
const saved = await Promise.all(
  Array.from({ length: count }, (_, i) => store.saveResult(practice(player.id, 100 + i))),
);
// A synchronous write: on Linux a pipe write returns once the parent can read it.
writeSync(
  1,
  `${JSON.stringify({ playerId: player.id, resultIds: saved.map((s) => s.resultId) })}\n`,
);
process.kill(process.pid, 'SIGKILL');
