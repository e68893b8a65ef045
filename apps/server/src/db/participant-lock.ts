import { eq } from 'drizzle-orm';
import { cities, participants } from './schema/index.ts';
import type { Tx } from './transaction.ts';

/**
 * Locks the participant's row for the rest of the transaction, with its city's time zone: one participant's
 * trips are folded, and its points spent, one transaction at a time.
 */
export async function lockParticipant(tx: Tx, participantId: string) {
  const [row] = await tx
    .select({ participant: participants, timezone: cities.timezone })
    .from(participants)
    .innerJoin(cities, eq(cities.id, participants.cityId))
    .where(eq(participants.id, participantId))
    .for('update', { of: participants });
  return row;
}
