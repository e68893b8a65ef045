import { sql } from 'drizzle-orm';
import { openDatabase } from './db/connection.ts';
import { foldMapChanges } from './rollups/map-fold.ts';
const d = await openDatabase({ dataDir: process.argv[2] });
console.log((await d.db.execute(sql.raw('select count(*) from map_trip_changes'))).rows, (await d.db.execute(sql.raw('select count(*) from map_cells'))).rows);
for (const size of [1000, 1000, 3000]) {
  const t = performance.now();
  const n = await foldMapChanges(d.db, { batchSize: size, since: '2000-01-01' }).catch(e => { throw e; });
  console.log('batch', size, 'folded', n, 'ms', performance.now() - t);
  break;
}
await d.close();
