import type { CityFeatures } from '@mobiverte/contracts';
import { cities, cityAdmins, regions } from '../../db/schema/index.ts';
import { buildAuthAccount, insertAuthAccounts, type AuthAccountRows } from '../builders/auth-accounts.builder.ts';
import { addDays } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import type { DemoCity, DemoStep } from '../demo-context.ts';
import { CITY_TEMPLATES, type CityTemplate } from '../seed-data/cities.data.ts';

/** The first city has every add-on; the second is restricted to carpool events. */
export function buildCityFeatures(template: CityTemplate, productKey: string): CityFeatures {
  const full = !template.carpoolOnly;
  return {
    c19_carpooling_app: { granted: true, carpool_events: true, [`${productKey}_addon`]: full },
    mailerlite: { granted: full },
    challenge_between_organisations: { granted: full },
  };
}

/** Cities with their regions and their administrator's account. */
export const citiesStep: DemoStep = {
  name: 'cities',
  async run(ctx, random) {
    const createdAt = addDays(ctx.now, -800);
    const accounts: AuthAccountRows[] = [];
    const adminRows: (typeof cityAdmins.$inferInsert)[] = [];
    for (const template of CITY_TEMPLATES) {
      const city: DemoCity = {
        id: random.uuid(),
        key: template.key,
        name: template.name,
        template,
        regions: template.regions.map((region) => ({ id: random.uuid(), name: region.name, template: region })),
      };
      ctx.world.cities.push(city);
      const { admin } = template;
      const account = buildAuthAccount(ctx, random, {
        name: `${admin.firstName} ${admin.lastName}`,
        email: admin.email,
        createdAt,
      });
      accounts.push(account);
      adminRows.push({
        id: random.uuid(),
        authUserId: account.user.id,
        cityId: city.id,
        ...admin,
        email: account.user.email,
        cityAdmin: true,
        lastLogin: addDays(ctx.now, -random.int(1, 6)),
        createdAt,
        updatedAt: createdAt,
      });
    }
    await insertAuthAccounts(ctx, accounts);
    await insertRows(
      ctx.tx,
      cities,
      ctx.world.cities.map((city) => ({
        id: city.id,
        name: city.name,
        email: city.template.email,
        timezone: city.template.timezone,
        province: city.template.province,
        country: 'CA',
        features: buildCityFeatures(city.template, ctx.productKey),
        createdAt,
        updatedAt: createdAt,
      })),
    );
    await insertRows(
      ctx.tx,
      regions,
      ctx.world.cities.flatMap((city) =>
        city.regions.map((region) => ({ id: region.id, cityId: city.id, name: region.name })),
      ),
    );
    await insertRows(ctx.tx, cityAdmins, adminRows);
  },
};
