import type { Locale } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { assertAudience, authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import type { stores, tenants } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { getStoreAddress, getStoreCode, getStoreImage, getStoreName, getStoreStatus } from '../stores/store-view.ts';
import {
  assertEmailFree,
  insertTenantAccount,
  type TenantMailContext,
  sendPasswordChoiceMail,
} from './tenant-accounts.service.ts';
import {
  countTenantOrders,
  countTenantProducts,
  deleteTenantAndAccounts,
  findTenant,
  listTenants,
  listTenantStores,
  tenantById,
  tenantsOfCity,
  updateTenant,
} from './tenants.repository.ts';
import type {
  CreateTenantInput,
  StoreView,
  TenantProfile,
  TenantProfileInput,
  TenantSummary,
} from './tenants.schemas.ts';

/** A store as the stores table shows it. */
export function toStoreView(store: typeof stores.$inferSelect): StoreView {
  return {
    id: store.id,
    name: getStoreName(store),
    address: getStoreAddress(store),
    image: getStoreImage(store),
    status: getStoreStatus(store),
    code: getStoreCode(store),
  };
}

const toProfile = (tenant: typeof tenants.$inferSelect): TenantProfile => ({
  id: tenant.id,
  name: tenant.name,
  firstName: tenant.firstName,
  lastName: tenant.lastName,
  email: tenant.email,
  phone: tenant.phone,
  street: tenant.street,
  city: tenant.city,
  postalCode: tenant.postalCode,
  website: tenant.website,
  logoUrl: tenant.logoUrl,
  description: tenant.description,
  createdAt: tenant.createdAt.toISOString(),
  updatedAt: tenant.updatedAt.toISOString(),
});

async function readTenant(
  db: Db,
  actor: Actor,
  tenantId: string,
  permission: 'tenants.read' | 'tenants.write' | 'tenants.manage',
) {
  const tenant = await findTenant(db, tenantId);
  if (!tenant) throw notFound();
  authorize(actor, permission, { cityId: tenant.cityId, tenantId: tenant.id });
  return tenant;
}

export async function getTenantSummary(db: Db, actor: Actor, tenantId: string): Promise<TenantSummary> {
  const tenant = await readTenant(db, actor, tenantId, 'tenants.read');
  const [storeRows, productsCount] = await Promise.all([
    listTenantStores(db, tenant.id),
    countTenantProducts(db, tenant.id),
  ]);
  return {
    id: tenant.id,
    name: tenant.name,
    storesCount: storeRows.length,
    productsCount,
    stores: storeRows.map(toStoreView),
  };
}

/** The city's merchants (for the tenant selector bar), or the merchant itself. */
export async function listTenantsFor(db: Db, actor: Actor) {
  const dashboard = requireDashboardActor(actor);
  const where = dashboard.role === 'city' ? tenantsOfCity(dashboard.cityId) : tenantById(dashboard.tenantId!);
  const rows = await listTenants(db, where);
  const data = rows.map((row) => ({
    ...row,
    storesCount: Number(row.storesCount),
    createdAt: row.createdAt.toISOString(),
  }));
  return { data, total: data.length };
}

export async function getTenantProfile(db: Db, actor: Actor, tenantId: string) {
  return toProfile(await readTenant(db, actor, tenantId, 'tenants.read'));
}

export async function editTenantProfile(db: Db, actor: Actor, tenantId: string, input: TenantProfileInput) {
  const tenant = await readTenant(db, actor, tenantId, 'tenants.write');
  await updateTenant(db, tenant.id, { ...input, updatedAt: new Date() });
  return getTenantProfile(db, actor, tenant.id);
}

/** A city admin creates a merchant account with its first store; the merchant gets a link to choose a password. */
export async function createTenant(
  context: TenantMailContext & { db: Db },
  actor: Actor,
  input: CreateTenantInput & { locale: Locale },
) {
  const { db } = context;
  assertAudience(actor, 'tenants.manage');
  const { cityId } = requireDashboardActor(actor);
  await assertEmailFree(db, input.email);
  const created = await db.transaction((tx) =>
    insertTenantAccount(tx, {
      cityId,
      name: input.name,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      street: input.street,
      city: input.city,
      postalCode: input.postalCode,
      website: input.website ?? null,
      merchantId: input.merchantId ?? null,
    }),
  );
  await updateTenant(db, created.tenantId, { logoUrl: input.logoUrl, description: input.description });
  await sendPasswordChoiceMail(context, {
    authUserId: created.authUserId,
    email: input.email.toLowerCase(),
    name: input.name,
    locale: input.locale,
  });
  return { ...(await getTenantProfile(db, actor, created.tenantId)), storeId: created.storeId };
}

/** Only a merchant without orders can be deleted: orders are the participants' purchase history. */
export async function removeTenant(db: Db, actor: Actor, tenantId: string) {
  const tenant = await readTenant(db, actor, tenantId, 'tenants.manage');
  if ((await countTenantOrders(db, tenant.id)) > 0) {
    throw conflict('tenant_has_orders', 'This merchant has orders and cannot be deleted');
  }
  await deleteTenantAndAccounts(db, tenant);
}
