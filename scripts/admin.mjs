// `npm run admin -- reports | void <resultId> | ban <playerId> | unban <playerId> | resolve <reportId>`: the
// operator's command (server/results/adminCommand.ts), built for Node and run on the database the environment
// names (DATA_DIR's SQLite by default, DATABASE_URL's PostgreSQL).
import { importBuilt } from './bench/importBuilt.mjs';

await importBuilt(new URL('../server/results/admin.entry.ts', import.meta.url), 'admin');
