import type { ParticipantProfile, ParticipantProfileInput } from '@mobiverte/contracts';
import type { ParticipantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict } from '../../lib/errors.ts';
import {
  findParticipantDetail,
  listControlPoints,
  replaceControlPoints,
  updateParticipant,
} from './user-admin.repository.ts';

/** The participant's own age group, carpool code and control points (the app's profile screen). */
export async function getParticipantProfile(db: Db, actor: ParticipantActor): Promise<ParticipantProfile> {
  const [row, controlPoints] = await Promise.all([
    findParticipantDetail(db, actor.participantId),
    listControlPoints(db, actor.participantId),
  ]);
  return {
    ageGroup: row?.participant.ageGroup ?? null,
    carpoolCode: row?.participant.carpoolCode ?? null,
    controlPoints,
  };
}

/**
 * Updates what the participant sent (fields left out stay): a carpool code already used in the city → 409; the
 * control points, when sent, replace the stored ones (an empty address removes that kind).
 */
export async function updateParticipantProfile(db: Db, actor: ParticipantActor, input: ParticipantProfileInput) {
  try {
    await db.transaction(async (tx) => {
      const values: Parameters<typeof updateParticipant>[2] = {};
      if (input.ageGroup !== undefined) values.ageGroup = input.ageGroup;
      if (input.carpoolCode !== undefined) values.carpoolCode = input.carpoolCode;
      if (Object.keys(values).length > 0) await updateParticipant(tx, actor.participantId, values);
      if (input.controlPoints !== undefined) {
        await replaceControlPoints(
          tx,
          actor.participantId,
          input.controlPoints
            .filter((point) => point.address.length > 0)
            .map((point) => ({
              kind: point.kind,
              address: point.address,
              latitude: point.latitude ?? null,
              longitude: point.longitude ?? null,
            })),
        );
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('conflict', 'This carpool code is already used in the city');
    }
    throw error;
  }
  return getParticipantProfile(db, actor);
}
