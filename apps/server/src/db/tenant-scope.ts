import { eq } from 'drizzle-orm';
import type { Db } from './connection.ts';
import { tenants } from './schema/index.ts';
import type { Tx } from './transaction.ts';

/** The tenant's id, city and name: what authorising an action on the tenant or its records needs. */
export async function findTenantScope(db: Db | Tx, tenantId: string) {
  const [row] = await db
    .select({ id: tenants.id, cityId: tenants.cityId, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row;
}
