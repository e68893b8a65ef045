import { stores, tenants } from '../../db/schema/index.ts';
import { buildAuthAccount, insertAuthAccounts, type AuthAccountRows } from '../builders/auth-accounts.builder.ts';
import { addDays } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import { buildPostalCode, buildStreet } from '../builders/places.builder.ts';
import { DEMO_EMAIL_DOMAIN } from '../demo-accounts.ts';
import { findCity, findRegion, type DemoStep, type DemoTenant } from '../demo-context.ts';
import { drawUnique } from '../random.ts';
import { TENANT_TEMPLATES } from '../seed-data/tenants.data.ts';

const MERCHANT_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** Merchants (tenants) and their stores; a store that is not confirmed has no merchant code yet. */
export const tenantsStep: DemoStep = {
  name: 'tenants',
  async run(ctx, random) {
    const accounts: AuthAccountRows[] = [];
    const tenantRows: (typeof tenants.$inferInsert)[] = [];
    const storeRows: (typeof stores.$inferInsert)[] = [];
    const merchantIds = new Set<string>();
    for (const template of TENANT_TEMPLATES) {
      const city = findCity(ctx, template.cityKey);
      const createdAt = addDays(ctx.now, -random.int(120, 600));
      const account = buildAuthAccount(ctx, random, {
        name: template.name,
        email: template.email ?? `boutique@${template.slug}.${DEMO_EMAIL_DOMAIN}`,
        createdAt,
      });
      accounts.push(account);
      const tenant: DemoTenant = {
        id: random.uuid(),
        authUserId: account.user.id,
        cityId: city.id,
        name: template.name,
        email: account.user.email,
        stores: [],
      };
      ctx.world.tenants.push(tenant);
      tenantRows.push({
        id: tenant.id,
        authUserId: tenant.authUserId,
        cityId: city.id,
        name: template.name,
        firstName: template.owner.firstName,
        lastName: template.owner.lastName,
        email: tenant.email,
        // The demo's merchants were approved by their city when they joined (the column's default is now()).
        approvedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      });
      for (const store of template.stores) {
        const region = findRegion(city, store.region).template;
        const id = random.uuid();
        tenant.stores.push({ id, name: [store.firstName, store.lastName].filter(Boolean).join(' ') });
        storeRows.push({
          id,
          tenantId: tenant.id,
          cityId: city.id,
          firstName: store.firstName,
          lastName: store.lastName,
          street: buildStreet(random, region),
          city: city.name,
          postalCode: buildPostalCode(random, region),
          status: store.status,
          merchantId:
            store.status === 'confirmed'
              ? drawUnique(merchantIds, () => `MV-${random.string(6, MERCHANT_ID_ALPHABET)}`)
              : null,
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
    await insertAuthAccounts(ctx, accounts);
    await insertRows(ctx.tx, tenants, tenantRows);
    await insertRows(ctx.tx, stores, storeRows);
  },
};
