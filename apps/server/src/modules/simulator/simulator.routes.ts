import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GREENPOINTS_PER_CURRENCY_UNIT,
  SIMULATION_MAX_DAYS,
  simulationInput,
  simulationResultSchema,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { simulate } from './simulator.service.ts';

const DESCRIPTION =
  'Exactly one of cityId (the city’s accounts: their city) and organisationId (its own accounts, or its city’s); ' +
  `startDate–endDate, the city’s days, both included, ${SIMULATION_MAX_DAYS} days at most, not in the future ` +
  '(400 end_before_start, simulation_range_too_long, simulation_in_future). The rule is a recurring happy hour ' +
  '(ISO weekdays, local start and end times, multiplier, optional modes and organisation) or a points coefficient. ' +
  'The trips of the period are replayed through the rules of ingestion with that one rule changed; the answer sets ' +
  `what happened beside what would have, greenpoints valued at ${GREENPOINTS_PER_CURRENCY_UNIT} per currency unit. ` +
  'Nothing is written. Another city’s or organisation’s id answers 404.';

/** The what-if simulator (issue 21 §2). */
export async function registerSimulatorRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/simulations',
    {
      config: { permission: 'simulator.run' },
      schema: {
        tags: ['simulator'],
        summary: 'Replay a past period’s trips under a planned happy hour or points coefficient',
        description: DESCRIPTION,
        body: simulationInput,
        response: { 200: dataResponse(simulationResultSchema) },
      },
    },
    async (request) => ({ data: await simulate(options.db, await request.getActor(), request.body) }),
  );
}
