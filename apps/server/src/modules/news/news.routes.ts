import { newsInput } from '@mobiverte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import {
  newsIdParams,
  newsItemSchema,
  newsListQuerySchema,
  newsListSchema,
  participantNewsItemSchema,
  participantNewsQuerySchema,
} from './news.schemas.ts';
import {
  createNews,
  editNews,
  getNews,
  listNewsFor,
  listParticipantNews,
  readerLanguage,
  removeNews,
} from './news.service.ts';

/** The city's news (issue 17): written from the dashboard, read by the participants' app once published. */
export async function registerNewsRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['news'];
  api.get(
    '/api/news',
    {
      config: { permission: 'news.read' },
      schema: {
        tags,
        summary: "The city's news, drafts first then newest first, paged, with the count of each state",
        querystring: newsListQuerySchema,
        response: { 200: newsListSchema },
      },
    },
    async (request) => listNewsFor(db, await request.getActor(), request.query),
  );
  api.post(
    '/api/news',
    {
      config: { permission: 'news.write' },
      schema: {
        tags,
        summary:
          'Writes a news item: a draft (no publishAt), scheduled (a date to come) or published; its HTML is sanitised',
        body: newsInput,
        response: { 201: dataResponse(newsItemSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createNews(db, await request.getActor(), request.body) }),
  );
  api.get(
    '/api/news/:newsId',
    {
      config: { permission: 'news.read' },
      schema: {
        tags,
        summary: 'One news item with all its versions',
        params: newsIdParams,
        response: { 200: dataResponse(newsItemSchema) },
      },
    },
    async (request) => ({ data: await getNews(db, await request.getActor(), request.params.newsId) }),
  );
  api.put(
    '/api/news/:newsId',
    {
      config: { permission: 'news.write' },
      schema: {
        tags,
        summary: 'Replaces a news item (its HTML sanitised)',
        params: newsIdParams,
        body: newsInput,
        response: { 200: dataResponse(newsItemSchema) },
      },
    },
    async (request) => ({
      data: await editNews(db, await request.getActor(), request.params.newsId, request.body),
    }),
  );
  api.delete(
    '/api/news/:newsId',
    {
      config: { permission: 'news.write' },
      schema: { tags, summary: 'Deletes a news item', params: newsIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeNews(db, await request.getActor(), request.params.newsId);
      return reply.status(204).send(null);
    },
  );
  api.get(
    '/api/app/v2/news',
    {
      config: { permission: 'participant-news.read' },
      schema: {
        tags: ['participant'],
        summary:
          "The published news for the participant (the city's and those chosen for the organisation), newest first, in the participant's language with French as fallback",
        querystring: participantNewsQuerySchema,
        response: {
          200: z.object({
            data: z.array(participantNewsItemSchema),
            nextPage: z.number().int().nullable().describe('The next page, or null on the last one'),
          }),
        },
      },
    },
    async (request) =>
      listParticipantNews(db, await request.getActor(), {
        ...request.query,
        language: readerLanguage(request.query.language, request.headers['accept-language']),
      }),
  );
}
