import { eq, sql } from 'drizzle-orm';
import { cityAdmins, greenpointTransactions, participantAdminActions, participants } from '../../db/schema/index.ts';
import { addDays } from '../builders/dates.builder.ts';
import { getDemoEmail } from '../demo-accounts.ts';
import type { DemoStep } from '../demo-context.ts';

const REASONS = [
  'Bonus de participation à l’atelier vélo d’octobre',
  'Correction : trajet du 12 non enregistré par l’application',
  'Gagnant du tirage de la Semaine de la mobilité',
  'Retrait : points attribués deux fois par erreur',
  'Bonus ambassadeur du covoiturage',
  'Geste commercial après une panne de l’application',
];

/**
 * The history of the participants' page (issue 16): admin points edits with their reasons (ledger entries and
 * audit rows), pending credits to complete or delete, and one deactivated participant, in each city.
 */
export const userAdminStep: DemoStep = {
  name: 'user-admin',
  async run(ctx, random) {
    const demoParticipant = getDemoEmail('participant');
    for (const city of ctx.world.cities) {
      const [admin] = await ctx.tx
        .select({ authUserId: cityAdmins.authUserId, email: cityAdmins.email })
        .from(cityAdmins)
        .where(eq(cityAdmins.cityId, city.id))
        .limit(1);
      if (!admin) continue;
      const people = ctx.world.participants.filter(
        (person) => person.cityId === city.id && person.email !== demoParticipant && person.organisationId,
      );
      if (people.length < 8) continue;
      const chosen = random.shuffle([...people]).slice(0, 8);
      for (const [index, person] of chosen.slice(0, 6).entries()) {
        const [row] = await ctx.tx
          .select({
            balance: participants.greenpointBalance,
            firstName: participants.firstName,
            lastName: participants.lastName,
          })
          .from(participants)
          .where(eq(participants.id, person.id));
        const wanted = index === 3 ? -random.int(5, 40) : random.int(20, 150);
        const delta = Math.max(wanted, -row!.balance) || 25;
        const createdAt = addDays(ctx.now, -random.int(1, 40));
        const [entry] = await ctx.tx
          .insert(greenpointTransactions)
          .values({
            id: random.uuid(), // named by the audit row: drawn, so the world is the same for the same seed
            participantId: person.id,
            cityId: city.id,
            transactionType: 'CHANGE_POINTS',
            transactionValue: delta,
            status: 'completed',
            createdBy: admin.authUserId,
            reason: REASONS[index]!,
            createdAt,
          })
          .returning({ id: greenpointTransactions.id });
        await ctx.tx
          .update(participants)
          .set({ greenpointBalance: sql`${participants.greenpointBalance} + ${delta}` })
          .where(eq(participants.id, person.id));
        await ctx.tx.insert(participantAdminActions).values({
          id: random.uuid(),
          cityId: city.id,
          participantId: person.id,
          participantName: `${row!.firstName} ${row!.lastName}`,
          actorUserId: admin.authUserId,
          actorEmail: admin.email,
          action: 'points_changed',
          details: {
            delta,
            reason: REASONS[index],
            balanceBefore: row!.balance,
            balanceAfter: row!.balance + delta,
            transactionId: entry!.id,
          },
          createdAt,
        });
        // A few credits still pending (active) for the admins to complete or delete.
        if (index < 3) {
          const value = random.int(10, 50);
          await ctx.tx.insert(greenpointTransactions).values({
            participantId: person.id,
            cityId: city.id,
            transactionType: index === 0 ? 'referral' : 'badge',
            transactionValue: value,
            status: 'active',
            createdBy: 'system',
            createdAt: addDays(ctx.now, -random.int(0, 5)),
          });
          await ctx.tx
            .update(participants)
            .set({ greenpointBalance: sql`${participants.greenpointBalance} + ${value}` })
            .where(eq(participants.id, person.id));
        }
      }
      const sleeper = chosen[7]!;
      const deactivatedAt = addDays(ctx.now, -random.int(3, 20));
      const [row] = await ctx.tx
        .update(participants)
        .set({ active: false, deactivatedAt })
        .where(eq(participants.id, sleeper.id))
        .returning({ firstName: participants.firstName, lastName: participants.lastName });
      await ctx.tx.insert(participantAdminActions).values({
        id: random.uuid(),
        cityId: city.id,
        participantId: sleeper.id,
        participantName: `${row!.firstName} ${row!.lastName}`,
        actorUserId: admin.authUserId,
        actorEmail: admin.email,
        action: 'deactivated',
        createdAt: deactivatedAt,
      });
    }
  },
};
