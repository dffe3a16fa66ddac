import { runAdmin } from './admin-console';
import { openDatabase } from './db/open';
import { seedDemoMerchants } from './db/seed';
import { defaultDatabasePath } from './paths';

/**
 * `npm run platform:admin -- …`: an operator's console for the reference platform (the commands are in
 * admin-console.ts). It writes to the database directly; the running platform sees the change at once (WAL),
 * the site within its TTL.
 */
const db = openDatabase(defaultDatabasePath());
// A command may run before the platform ever started on this database: the demo merchants it names exist.
// Only an empty database is seeded: on one the platform seeded, a seed's writes would only contend with the
// running platform's for the write lock (and a command failed with SQLITE_BUSY while the site was busy).
if (!db.prepare('SELECT 1 FROM merchants LIMIT 1').get()) seedDemoMerchants(db);
const outcome = runAdmin(db, process.argv.slice(2));
for (const line of outcome.lines) (outcome.code ? console.error : console.log)(line);
db.close();
process.exit(outcome.code);
