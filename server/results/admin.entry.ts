// `npm run admin -- <command>` (scripts/admin.mjs builds and runs this): the operator's command on the database
// the environment names. With SQLite it waits up to 5 s for a running server's write to finish.
import { databaseFromEnv, openStore } from '../store/index';
import { runAdmin } from './adminCommand';

const database = databaseFromEnv(process.env);
const store = await openStore({
  database: database.kind === 'sqlite' ? { ...database, busyTimeoutMs: 5000 } : database,
  optimizeEveryMs: 0,
});
let code = 1;
try {
  code = await runAdmin(process.argv.slice(2), store, (line) => console.log(line));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await store.close();
}
process.exitCode = code;
