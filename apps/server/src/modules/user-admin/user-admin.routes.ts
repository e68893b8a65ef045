import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  participantProfileInput,
  participantProfileSchema,
  pointsChangeInput,
  pointsChangeResultSchema,
  updateUserInput,
  userActivationInput,
  userDetailSchema,
  userPagingQuery,
  userTransactionListSchema,
  userTransactionSchema,
  userTripListSchema,
} from '@mobiverte/contracts';
import { requireParticipantActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { getParticipantProfile, updateParticipantProfile } from './participant-profile.service.ts';
import {
  changePoints,
  completeTransaction,
  deaffiliateUser,
  deleteTransaction,
  deleteUserCompletely,
  getUserDetail,
  listUserAudit,
  listUserTransactions,
  listUserTrips,
  setUserActive,
  updateUser,
  userIdRequired,
} from './user-admin.service.ts';

const tags = ['users'];
/** Ids are checked by the service: a missing one answers 400 'userId is required', an unknown one 404. */
const userParams = z.object({ userId: z.string().max(100) });
const transactionParams = z.object({ userId: z.string().max(100), transactionId: z.string().max(100) });
const ledgerResult = dataResponse(z.object({ balance: z.number().int(), transaction: userTransactionSchema }));
const auditSchema = z.array(
  z.object({
    id: z.string(),
    action: z.string(),
    actorEmail: z.string(),
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  }),
);

/** A participant's page (`/users/{id}`) and the admin actions on a participant (issue 16), and the participant's own profile. */
export async function registerUserAdminRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  api.get(
    '/api/users/:userId',
    {
      config: { permission: 'user-admin.read' },
      schema: {
        tags,
        description:
          'A participant of the actor’s city (a city) or organisation (an organisation): profile, control points, ' +
          'affiliation, balance, active or not, last login and figures. The id is the one the leaderboards and the trip API use.',
        params: userParams,
        response: { 200: dataResponse(userDetailSchema) },
      },
    },
    async (request) => ({ data: await getUserDetail(db, await request.getActor(), request.params.userId) }),
  );
  api.get(
    '/api/users/:userId/trips',
    {
      config: { permission: 'user-admin.read' },
      schema: {
        tags,
        description: 'The participant’s trips, newest first, paged, each counted or not and why.',
        params: userParams,
        querystring: userPagingQuery,
        response: { 200: userTripListSchema },
      },
    },
    async (request) => listUserTrips(db, await request.getActor(), request.params.userId, request.query),
  );
  api.get(
    '/api/users/:userId/transactions',
    {
      config: { permission: 'user-admin.read' },
      schema: {
        tags,
        description: 'The participant’s ledger, newest first, paged: type, value, by whom, status, date, reason.',
        params: userParams,
        querystring: userPagingQuery,
        response: { 200: userTransactionListSchema },
      },
    },
    async (request) => listUserTransactions(db, await request.getActor(), request.params.userId, request.query),
  );
  api.get(
    '/api/users/:userId/audit',
    {
      config: { permission: 'user-admin.read' },
      schema: {
        tags,
        description: 'The admin actions on the participant (who did what, when), newest first, the last 50.',
        params: userParams,
        response: { 200: dataResponse(auditSchema) },
      },
    },
    async (request) => ({ data: await listUserAudit(db, await request.getActor(), request.params.userId) }),
  );
  api.post(
    '/api/users/:userId/points',
    {
      config: { permission: 'user-admin.write' },
      schema: {
        tags,
        description:
          'Changes the participant’s points by `delta` with a required `reason`: a `CHANGE_POINTS` ledger entry, ' +
          'never an overwrite. A balance that would fall below zero answers 409 `negative_balance`. Answers the new balance.',
        params: userParams,
        body: pointsChangeInput,
        response: { 200: dataResponse(pointsChangeResultSchema) },
      },
    },
    async (request) => ({
      data: await changePoints(db, await request.getActor(), request.params.userId, request.body),
    }),
  );
  api.post(
    '/api/users/:userId/transactions/:transactionId/complete',
    {
      config: { permission: 'user-admin.write' },
      schema: {
        tags,
        description: 'Completes a pending (`active`) ledger entry; any other answers 409 `transaction_not_pending`.',
        params: transactionParams,
        response: { 200: ledgerResult },
      },
    },
    async (request) => ({
      data: await completeTransaction(
        db,
        await request.getActor(),
        request.params.userId,
        request.params.transactionId,
      ),
    }),
  );
  api.delete(
    '/api/users/:userId/transactions/:transactionId',
    {
      config: { permission: 'user-admin.write' },
      schema: {
        tags,
        description:
          'Deletes a pending ledger entry: kept as `cancelled`, its value taken back from the balance. A trip’s ' +
          'credit or a purchase answers 409 `transaction_not_deletable`; a balance below zero 409 `negative_balance`.',
        params: transactionParams,
        response: { 200: ledgerResult },
      },
    },
    async (request) => ({
      data: await deleteTransaction(db, await request.getActor(), request.params.userId, request.params.transactionId),
    }),
  );
  api.post(
    '/api/app/v2/updateuser',
    {
      config: { permission: 'user-admin.write' },
      schema: {
        tags,
        description:
          'A spec call (§7): changes the participant `uid`’s login email (one already used answers 409 ' +
          '`email_already_exists`), password (the password rule: 400 with its code) or role (`participant` only).',
        body: updateUserInput,
        response: {
          200: dataResponse(
            z.object({
              id: z.string(),
              changed: z.array(z.string()),
              email: z.string(),
              role: z.literal('participant'),
            }),
          ),
        },
      },
    },
    async (request) => ({ data: await updateUser(db, await request.getActor(), request.body) }),
  );
  const activation = dataResponse(z.object({ id: z.string(), active: z.boolean() }));
  api.post(
    '/api/app/v2/activation/users/:userId',
    {
      config: { permission: 'user-admin.write' },
      schema: {
        tags,
        description:
          'A spec call (§7): activates or deactivates a participant (`{ active }`; without a body, switches). A ' +
          'deactivated participant cannot sign in to the app nor record trips, so earns nothing.',
        params: userParams,
        body: userActivationInput,
        response: { 200: activation },
      },
    },
    async (request) => ({
      data: await setUserActive(db, await request.getActor(), request.params.userId, request.body?.active),
    }),
  );
  api.post(
    '/api/app/v2/deaffiliate-user',
    {
      config: { permission: 'user-admin.write' },
      schema: {
        tags,
        description:
          'A spec call (§7): the participant `userId` leaves its organisation and branch, keeping its data. Without ' +
          "`userId`: 400 'userId is required'.",
        body: z.object({ userId: z.string().max(100).optional() }).optional(),
        response: {
          200: dataResponse(z.object({ id: z.string(), organisationId: z.null(), branchId: z.null() })),
        },
      },
    },
    async (request) => ({ data: await deaffiliateUser(db, await request.getActor(), request.body?.userId) }),
  );
  const deletion = {
    config: { permission: 'user-admin.delete' as const },
    schema: {
      tags,
      description:
        'A spec call (§7), city admins only: deletes the participant completely (trips, ledger, orders, rollup ' +
        'contributions and account), the city’s statistics recomputed in the same transaction.',
      params: userParams,
      querystring: z.object({ completely: z.enum(['true', 'false']).optional() }),
      response: { 200: dataResponse(z.object({ id: z.string(), deleted: z.boolean(), trips: z.number().int() })) },
    },
  };
  api.delete('/api/app/v2/users/:userId', deletion, async (request) => ({
    data: await deleteUserCompletely(
      db,
      await request.getActor(),
      request.params.userId,
      request.query.completely === 'true',
    ),
  }));
  api.delete(
    '/api/app/v2/users',
    {
      config: { permission: 'user-admin.delete' },
      schema: { tags, description: "Without an id: 400 'userId is required'." },
    },
    async () => {
      throw userIdRequired();
    },
  );

  api.get(
    '/api/app/v2/me/profile',
    {
      config: { permission: 'participant-profile.read' },
      schema: { tags: ['participant'], response: { 200: dataResponse(participantProfileSchema) } },
    },
    async (request) => ({ data: await getParticipantProfile(db, requireParticipantActor(await request.getActor())) }),
  );
  api.patch(
    '/api/app/v2/me/profile',
    {
      config: { permission: 'participant-profile.write' },
      schema: {
        tags: ['participant'],
        description:
          'The participant edits its age group, carpool code (unique in the city: 409 when taken) and control ' +
          'points home / work / academic (when sent, they replace the stored ones).',
        body: participantProfileInput,
        response: { 200: dataResponse(participantProfileSchema) },
      },
    },
    async (request) => ({
      data: await updateParticipantProfile(db, requireParticipantActor(await request.getActor()), request.body),
    }),
  );
}
