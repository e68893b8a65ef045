import type { FastifyInstance } from 'fastify';
import type { MerchantMailContext } from '../tenants/tenant-accounts.service.ts';
import type { Db } from '../../db/connection.ts';
import { registerCategoryRoutes } from './categories.routes.ts';
import { registerPendingTenantRoutes } from './pending-tenants.routes.ts';
import { registerStoreRoutes } from './stores.routes.ts';

/** Merchant registration and confirmation, stores and merchant codes, product categories. */
export async function registerMerchantRoutes(app: FastifyInstance, options: MerchantMailContext & { db: Db }) {
  await registerPendingTenantRoutes(app, options);
  await registerStoreRoutes(app, options);
  await registerCategoryRoutes(app, options);
}
