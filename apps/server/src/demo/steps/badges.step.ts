import { badges } from '../../db/schema/index.ts';
import { addDays } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import type { DemoStep } from '../demo-context.ts';
import { BADGE_TEMPLATES } from '../seed-data/badges.data.ts';

/**
 * Each city's badge ladder, created before the trips: the trips step ingests the participants' trips through
 * the trip service, whose awarding engine gives the badges (with their `badge` ledger entries) as it goes.
 */
export const badgesStep: DemoStep = {
  name: 'badges',
  async run(ctx, random) {
    const rows = ctx.world.cities.flatMap((city) => {
      const createdAt = addDays(ctx.now, -random.int(380, 420));
      return BADGE_TEMPLATES.map((template) => ({
        id: random.uuid(),
        cityId: city.id,
        nameFr: template.nameFr,
        nameEn: template.nameEn,
        nameDe: template.nameDe,
        type: template.type,
        quantity: String(template.quantity),
        level: template.level,
        points: template.points,
        activityType: template.activityType ?? null,
        createdAt,
        updatedAt: createdAt,
      }));
    });
    await insertRows(ctx.tx, badges, rows);
    ctx.world.badges = rows.length;
  },
};
