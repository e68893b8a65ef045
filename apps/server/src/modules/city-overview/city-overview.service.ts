import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import {
  countCityMerchants,
  listCityAdminAccounts,
  listCityCoAdmins,
  listOrganisationSizes,
} from './city-overview.repository.ts';
import type { CityOverview } from './city-overview.schemas.ts';

/** The programme at a glance for a city admin: its admins and co-admins, organisations' sizes, merchants. */
export async function getCityOverview(db: Db, actor: Actor, cityId: string): Promise<CityOverview> {
  authorize(actor, 'city-overview.read', { cityId });
  const [admins, coAdmins, organisations, totals] = await Promise.all([
    listCityAdminAccounts(db, cityId),
    listCityCoAdmins(db, cityId),
    listOrganisationSizes(db, cityId),
    countCityMerchants(db, cityId),
  ]);
  return {
    admins: [
      ...admins.map((admin) => ({
        id: admin.id,
        name: `${admin.firstName} ${admin.lastName}`.trim(),
        email: admin.email,
        role: 'admin' as const,
        canEdit: true,
        lastLogin: admin.lastLogin?.toISOString() ?? null,
      })),
      ...coAdmins.map((coAdmin) => ({
        id: coAdmin.id,
        name: `${coAdmin.firstName} ${coAdmin.lastName}`.trim(),
        email: coAdmin.email,
        role: 'co-admin' as const,
        canEdit: coAdmin.canEdit,
        lastLogin: coAdmin.lastLogin?.toISOString() ?? null,
      })),
    ],
    organisations,
    totals,
  };
}
