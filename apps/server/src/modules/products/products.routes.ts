import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { listCatalogue } from './catalogue.service.ts';
import { addProductCodes, generateQrCodes, listProductCodes, setProductCodeStatus } from './product-codes.service.ts';
import {
  addCodesBodySchema,
  catalogueQuerySchema,
  catalogueSchema,
  codePatchSchema,
  codesQuerySchema,
  codesWrittenSchema,
  createProductBodySchema,
  productBodySchema,
  productCodeListSchema,
  productCodeParams,
  productCodeSchema,
  productIdParams,
  productListSchema,
  productSchema,
  productsQuerySchema,
} from './products.schemas.ts';
import {
  approveProduct,
  createProduct,
  disableProduct,
  editProduct,
  getProduct,
  listProductsFor,
  type ProductRules,
  removeProduct,
} from './products.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

export async function registerProductRoutes(app: FastifyInstance, options: { db: Db } & ProductRules) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const rules: ProductRules = { productUrlHost: options.productUrlHost };
  const tags = ['products'];
  api.get(
    '/api/products',
    {
      config: { permission: 'products.read' },
      schema: { tags, querystring: productsQuerySchema, response: { 200: productListSchema } },
    },
    async (request) => listProductsFor(db, await request.getActor(), request.query),
  );
  api.get(
    '/api/products/:productId',
    {
      config: { permission: 'products.read' },
      schema: { tags, params: productIdParams, response: { 200: dataResponse(productSchema) } },
    },
    async (request) => ({ data: await getProduct(db, await request.getActor(), request.params.productId) }),
  );
  api.post(
    '/api/products',
    {
      config: { permission: 'products.write' },
      schema: { tags, body: createProductBodySchema, response: { 201: dataResponse(productSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createProduct(db, await request.getActor(), request.body, rules) }),
  );
  api.put(
    '/api/products/:productId',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        params: productIdParams,
        body: productBodySchema,
        response: { 200: dataResponse(productSchema) },
      },
    },
    async (request) => ({
      data: await editProduct(db, await request.getActor(), request.params.productId, request.body, rules),
    }),
  );
  api.delete(
    '/api/products/:productId',
    {
      config: { permission: 'products.write' },
      schema: { tags, params: productIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeProduct(db, await request.getActor(), request.params.productId);
      return reply.status(204).send(null);
    },
  );
  api.post(
    '/api/products/:productId/approve',
    {
      config: { permission: 'products.approve' },
      schema: { tags, params: productIdParams, response: { 200: dataResponse(productSchema) } },
    },
    async (request) => ({ data: await approveProduct(db, await request.getActor(), request.params.productId) }),
  );
  api.post(
    '/api/products/:productId/disable',
    {
      config: { permission: 'products.approve' },
      schema: { tags, params: productIdParams, response: { 200: dataResponse(productSchema) } },
    },
    async (request) => ({ data: await disableProduct(db, await request.getActor(), request.params.productId) }),
  );
  api.get(
    '/api/products/:productId/codes',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        params: productIdParams,
        querystring: codesQuerySchema,
        response: { 200: productCodeListSchema },
      },
    },
    async (request) => listProductCodes(db, await request.getActor(), request.params.productId, request.query),
  );
  api.post(
    '/api/products/:productId/codes',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        params: productIdParams,
        body: addCodesBodySchema,
        response: { 201: dataResponse(codesWrittenSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addProductCodes(db, await request.getActor(), request.params.productId, request.body) }),
  );
  api.post(
    '/api/products/:productId/codes/generate-qr',
    {
      config: { permission: 'products.write' },
      schema: { tags, params: productIdParams, response: { 201: dataResponse(codesWrittenSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await generateQrCodes(db, await request.getActor(), request.params.productId) }),
  );
  api.patch(
    '/api/products/:productId/codes/:codeId',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        params: productCodeParams,
        body: codePatchSchema,
        response: { 200: dataResponse(productCodeSchema) },
      },
    },
    async (request) => ({
      data: await setProductCodeStatus(
        db,
        await request.getActor(),
        request.params.productId,
        request.params.codeId,
        request.body.status,
      ),
    }),
  );
  api.get(
    '/api/app/v2/products',
    {
      config: { permission: 'catalogue.read' },
      schema: { tags: ['participant'], querystring: catalogueQuerySchema, response: { 200: catalogueSchema } },
    },
    async (request) => listCatalogue(db, await request.getActor(), request.query),
  );
}
