import { eq, inArray } from 'drizzle-orm';
import { DATA_POLICY_VERSION } from '@mobiverte/contracts';
import {
  cityAdmins,
  dataPolicyAcceptances,
  onlineStatus,
  participantControlPoints,
  participants,
  userExports,
} from '../../db/schema/index.ts';
import { addDays } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import type { DemoStep } from '../demo-context.ts';

const STREETS = ['rue des Érables', 'boulevard Saint-Martin', 'avenue du Parc', 'rue Principale', 'chemin du Lac'];
const CAMPUSES = ['Campus du Collège Montmorency', 'Université, pavillon des Sciences', 'Cégep, bâtiment B'];

/**
 * The users list's history (issue 16): carpool codes and control points (home, work, academic) for a third of
 * each city's participants, and for each city admin an acceptance of the data-use policy and a few exports in
 * the log ("Journal des exports").
 */
export const usersListStep: DemoStep = {
  name: 'users-list',
  async run(ctx, random) {
    const chosen = ctx.world.participants.filter((_, index) => index % 3 === 0);
    const points: (typeof participantControlPoints.$inferInsert)[] = [];
    for (const [index, participant] of chosen.entries()) {
      const code = `MV${participant.id.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
      await ctx.tx.update(participants).set({ carpoolCode: code }).where(eq(participants.id, participant.id));
      const number = random.int(10, 9800);
      points.push({
        participantId: participant.id,
        kind: 'home',
        address: `${number} ${random.pick(STREETS)}`,
        updatedAt: ctx.now,
      });
      if (participant.organisationId)
        points.push({
          participantId: participant.id,
          kind: 'work',
          address: `${random.int(1, 900)} boulevard Le Carrefour`,
          updatedAt: ctx.now,
        });
      if (index % 4 === 0)
        points.push({
          participantId: participant.id,
          kind: 'academic',
          address: random.pick(CAMPUSES),
          updatedAt: ctx.now,
        });
    }
    await insertRows(ctx.tx, participantControlPoints, points);
    const admins = await ctx.tx
      .select({ authUserId: cityAdmins.authUserId, cityId: cityAdmins.cityId, email: cityAdmins.email })
      .from(cityAdmins)
      .where(
        inArray(
          cityAdmins.cityId,
          ctx.world.cities.map((city) => city.id),
        ),
      );
    for (const admin of admins) {
      const acceptedAt = addDays(ctx.now, -random.int(20, 40));
      const acceptanceId = random.uuid();
      await insertRows(ctx.tx, dataPolicyAcceptances, [
        { id: acceptanceId, ...admin, policyVersion: DATA_POLICY_VERSION, acceptedAt },
      ]);
      const cityParticipants = ctx.world.participants.filter((participant) => participant.cityId === admin.cityId);
      const organisations = ctx.world.organisations.filter((organisation) => organisation.city.id === admin.cityId);
      type Plan = Pick<typeof userExports.$inferInsert, 'format' | 'filters' | 'rowCount'> & { daysAgo: number };
      const plans: Plan[] = [
        { format: 'xlsx', filters: {}, rowCount: cityParticipants.length, daysAgo: 30 },
        {
          format: 'csv',
          filters: { mode: 'bike', activeDays: 30 },
          rowCount: Math.round(cityParticipants.length * 0.3),
          daysAgo: 12,
        },
        ...(organisations[0]
          ? [
              {
                format: 'csv' as const,
                filters: { organisationId: organisations[0].id },
                rowCount: cityParticipants.filter((participant) => participant.organisationId === organisations[0]!.id)
                  .length,
                daysAgo: 3,
              },
            ]
          : []),
      ];
      const exports = plans.map(({ daysAgo, ...row }) => ({
        id: random.uuid(),
        ...row,
        authUserId: admin.authUserId,
        email: admin.email,
        cityId: admin.cityId,
        acceptanceId,
        createdAt: addDays(ctx.now, -daysAgo),
      }));
      await insertRows(ctx.tx, userExports, exports);
    }
    // The app's own online status (the dashboards' "Connectés maintenant"): about one participant in nine has it
    // open, the others closed it earlier.
    await insertRows(
      ctx.tx,
      onlineStatus,
      ctx.world.participants
        .filter((_, index) => index % 3 === 1)
        .map((participant, index) => ({
          participantId: participant.id,
          state: index % 3 === 0 ? ('online' as const) : ('offline' as const),
          lastChanged: new Date(ctx.now.getTime() - random.int(1, 240) * 60_000),
        })),
    );
  },
};
