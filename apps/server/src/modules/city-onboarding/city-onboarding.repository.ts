import type { Tx } from '../../db/transaction.ts';
import { cities, cityAdmins } from '../../db/schema/index.ts';

export async function insertCity(tx: Tx, values: typeof cities.$inferInsert) {
  const [row] = await tx.insert(cities).values(values).returning({ id: cities.id });
  return row!;
}

export async function insertCityAdmin(tx: Tx, values: typeof cityAdmins.$inferInsert) {
  const [row] = await tx.insert(cityAdmins).values(values).returning({ id: cityAdmins.id });
  return row!;
}
