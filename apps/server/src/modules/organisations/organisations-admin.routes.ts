import {
  branchMergeInput,
  organisationListQuery,
  organisationListSchema,
  participantMoveInput,
} from '@mobiverte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { catalogueSchema } from '../products/products.schemas.ts';
import { previewCatalogue } from './catalogue-preview.service.ts';
import {
  branchMergeResultSchema,
  cataloguePreviewQuery,
  organisationOverviewSchema,
  organisationParticipantsQuery,
  organisationParticipantsSchema,
  participantMoveResultSchema,
} from './organisations-admin.schemas.ts';
import {
  getOrganisationOverview,
  listOrganisations,
  listParticipantsOf,
  mergeBranch,
  moveParticipant,
} from './organisations-admin.service.ts';
import { organisationIdParams } from './organisations.schemas.ts';

/** The city's administration of its organisations (issue 16): list, overview, branch merge, participant move. */
export async function registerOrganisationsAdminRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/organisations',
    {
      config: { permission: 'organisations.list' },
      schema: {
        tags: ['organisations'],
        description:
          "The city's organisations with the spec's columns (name, invite code, admin name, email, contact email, region, last login), employees, participants and participants active this month. With `q`: the spec's cached search — name, invite code, coordinator or emails containing `q` (any case), among organisations signed in since 1 June of the current year, at most 25 results.",
        querystring: organisationListQuery,
        response: { 200: organisationListSchema },
      },
    },
    async (request) => listOrganisations(db, await request.getActor(), request.query),
  );
  api.get(
    '/api/organisations/:organisationId/overview',
    {
      config: { permission: 'organisations.list' },
      schema: {
        tags: ['organisations'],
        description:
          'An organisation as its city sees it: profile, branches, co-admins and figures (from the rollups).',
        params: organisationIdParams,
        response: { 200: dataResponse(organisationOverviewSchema) },
      },
    },
    async (request) => ({
      data: await getOrganisationOverview(db, await request.getActor(), request.params.organisationId),
    }),
  );
  api.get(
    '/api/organisations/:organisationId/participants',
    {
      config: { permission: 'organisations.list' },
      schema: {
        tags: ['organisations'],
        params: organisationIdParams,
        querystring: organisationParticipantsQuery,
        response: { 200: organisationParticipantsSchema },
      },
    },
    async (request) => listParticipantsOf(db, await request.getActor(), request.params.organisationId, request.query),
  );
  api.post(
    '/api/organisations/:organisationId/branches/:branchId/merge',
    {
      config: { permission: 'organisations.reorganise' },
      schema: {
        tags: ['organisations'],
        description:
          'Merges the branch into another branch of the same organisation: its participants, their trips and its rollups move there in one transaction, then the branch is deleted.',
        params: organisationIdParams.extend({ branchId: z.uuid() }),
        body: branchMergeInput,
        response: { 200: dataResponse(branchMergeResultSchema) },
      },
    },
    async (request) => ({
      data: await mergeBranch(
        db,
        await request.getActor(),
        request.params.organisationId,
        request.params.branchId,
        request.body.intoBranchId,
      ),
    }),
  );
  api.post(
    '/api/organisations/:organisationId/participants/:participantId/move',
    {
      config: { permission: 'organisations.reorganise' },
      schema: {
        tags: ['organisations'],
        description:
          'Moves a participant to another organisation of the city. Past trips stay with the organisation they were made under (the rollups attribute each trip to the affiliation at its time); new trips count for the new one. Points and ledger are unchanged.',
        params: organisationIdParams.extend({ participantId: z.uuid() }),
        body: participantMoveInput,
        response: { 200: dataResponse(participantMoveResultSchema) },
      },
    },
    async (request) => ({
      data: await moveParticipant(
        db,
        await request.getActor(),
        request.params.organisationId,
        request.params.participantId,
        request.body,
      ),
    }),
  );
  api.get(
    '/api/organisations/:organisationId/catalogue',
    {
      config: { permission: 'catalogue-preview.read' },
      schema: {
        tags: ['organisations'],
        description:
          "The marketplace as the organisation's participants see it in the app (the participant API's catalogue), read-only.",
        params: organisationIdParams,
        querystring: cataloguePreviewQuery,
        response: { 200: catalogueSchema },
      },
    },
    async (request) => previewCatalogue(db, await request.getActor(), request.params.organisationId, request.query),
  );
}
