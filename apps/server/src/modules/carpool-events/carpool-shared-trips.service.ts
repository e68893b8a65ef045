import { canTransition, type TransportMode } from '@mobiverte/contracts';
import type { Tx } from '../../db/transaction.ts';
import { findMatchesOfParticipant, lockMatch, updateMatch } from './carpool-events.repository.ts';
import { settleRequests } from './carpool-events.service.ts';

const SHARED_MODES: readonly TransportMode[] = ['carpool', 'carpool_electric_car'];
const CONFIRMED = ['accepted', 'success'];

/**
 * Which carpool match each trip of a batch was shared in: the one it names when the mode is a carpool mode and
 * the match is the participant's own, confirmed, and of the trip's local day; null otherwise.
 */
export async function findSharedTripMatches(
  tx: Tx,
  participantId: string,
  inputs: readonly { activityType: TransportMode; carpoolMatchId?: string | null }[],
) {
  const named = [...new Set(inputs.flatMap((input) => (input.carpoolMatchId ? [input.carpoolMatchId] : [])))];
  const matches = new Map((await findMatchesOfParticipant(tx, participantId, named)).map((match) => [match.id, match]));
  return (input: { activityType: TransportMode; carpoolMatchId?: string | null }, localDay: string) => {
    const match = input.carpoolMatchId ? matches.get(input.carpoolMatchId) : undefined;
    const valid =
      match &&
      SHARED_MODES.includes(input.activityType) &&
      CONFIRMED.includes(match.status) &&
      match.occurrenceDate === localDay;
    return valid ? match.id : null;
  };
}

/** A confirmed match whose shared trip is recorded succeeds (the system's move), and so do its requests. */
export async function recordSharedTrips(tx: Tx, matchIds: readonly (string | null | undefined)[]) {
  for (const matchId of new Set(matchIds.filter((id): id is string => !!id))) {
    const locked = await lockMatch(tx, matchId);
    if (!locked || !canTransition('match', locked.match.status, 'success', 'system')) continue;
    await updateMatch(tx, matchId, { status: 'success' });
    await settleRequests(tx, [locked.match.driverRequestId, locked.match.riderRequestId]);
  }
}
