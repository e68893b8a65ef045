import type { Actor } from '../../auth/actor.ts';
import { assertAudience, authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { findTenantScope } from '../../db/tenant-scope.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { generateMerchantId } from './merchant-id.ts';
import { getStoreAddress, getStoreCode, getStoreImage, getStoreName, getStoreStatus } from './store-view.ts';
import {
  cityStores,
  deleteStore,
  findStore,
  insertStore,
  isMerchantIdUsed,
  listStores,
  tenantStores,
  updateStore,
} from './stores.repository.ts';
import type { Store, StoreFields } from './stores.schemas.ts';
import { isUniqueViolation } from '../../db/errors.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findStore>>>;

export const toStore = ({ store, tenantName }: Row): Store => ({
  id: store.id,
  tenantId: store.tenantId,
  tenantName,
  name: getStoreName(store),
  address: getStoreAddress(store),
  image: getStoreImage(store),
  status: getStoreStatus(store),
  code: getStoreCode(store),
  firstName: store.firstName,
  lastName: store.lastName,
  street: store.street,
  city: store.city,
  postalCode: store.postalCode,
  phone: store.phone,
  email: store.email,
  logoUrl: store.logoUrl,
  merchantId: store.merchantId,
  createdAt: store.createdAt.toISOString(),
  updatedAt: store.updatedAt.toISOString(),
});

export const merchantIdTaken = () =>
  conflict('merchant_id_taken', 'This merchant code is already used by another store');

/** A city sees its stores (optionally one tenant's); a merchant sees its own. */
export async function listStoresFor(db: Db, actor: Actor, tenantId?: string) {
  const dashboard = requireDashboardActor(actor);
  let where;
  if (dashboard.role === 'city') {
    if (tenantId) {
      const tenant = await findTenantScope(db, tenantId);
      if (!tenant) throw notFound();
      authorize(actor, 'stores.read', { cityId: tenant.cityId, tenantId });
    }
    where = cityStores(dashboard.cityId, tenantId);
  } else {
    if (!dashboard.tenantId || (tenantId && tenantId !== dashboard.tenantId)) throw notFound();
    where = tenantStores(dashboard.tenantId);
  }
  const rows = await listStores(db, where);
  return { data: rows.map(toStore), total: rows.length };
}

export async function getStore(db: Db, actor: Actor, storeId: string) {
  const row = await findStore(db, storeId);
  if (!row) throw notFound();
  authorize(actor, 'stores.read', { cityId: row.store.cityId, tenantId: row.store.tenantId });
  return toStore(row);
}

export async function createStore(db: Db, actor: Actor, input: StoreFields & { tenantId: string }) {
  assertAudience(actor, 'stores.manage');
  const tenant = await findTenantScope(db, input.tenantId);
  if (!tenant) throw notFound();
  authorize(actor, 'stores.manage', { cityId: tenant.cityId, tenantId: tenant.id });
  const { tenantId, status, ...fields } = input;
  const created = await withMerchantIdCheck(() =>
    insertStore(db, { ...fields, tenantId, cityId: tenant.cityId, status: status ?? 'confirmed' }),
  );
  return getStore(db, actor, created.id);
}

export async function editStore(db: Db, actor: Actor, storeId: string, input: StoreFields) {
  assertAudience(actor, 'stores.manage');
  const row = await findStore(db, storeId);
  if (!row) throw notFound();
  authorize(actor, 'stores.manage', { cityId: row.store.cityId, tenantId: row.store.tenantId });
  await withMerchantIdCheck(() =>
    updateStore(db, storeId, { ...input, status: input.status ?? row.store.status, updatedAt: new Date() }),
  );
  return getStore(db, actor, storeId);
}

export async function removeStore(db: Db, actor: Actor, storeId: string) {
  assertAudience(actor, 'stores.manage');
  const row = await findStore(db, storeId);
  if (!row) throw notFound();
  authorize(actor, 'stores.manage', { cityId: row.store.cityId, tenantId: row.store.tenantId });
  await deleteStore(db, storeId);
}

export async function getNewMerchantId(db: Db, actor: Actor) {
  assertAudience(actor, 'stores.manage');
  return { merchantId: await newMerchantId(db) };
}

/** A merchant code no store uses yet (the unique index still guards the save). */
export async function newMerchantId(db: Pick<Db, 'select'>): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const merchantId = generateMerchantId();
    if (!(await isMerchantIdUsed(db, merchantId))) return merchantId;
  }
  throw new Error('Could not find a free merchant code');
}

async function withMerchantIdCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw merchantIdTaken();
    throw error;
  }
}
