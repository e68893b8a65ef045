import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { imageIdParams, uploadedImageSchema } from './products.schemas.ts';
import { MAX_IMAGE_BYTES, readImage, THUMBNAIL_SUFFIX, uploadImage } from './images.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

const tooLarge = () => new AppError(413, 'image_too_large', 'Images are limited to 5 MB');

/** Image upload (multipart, one `file` field) and the public, long-cached image and thumbnail reads. */
export async function registerImageRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/images',
    {
      config: { permission: 'images.create' },
      schema: {
        tags: ['images'],
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data with one `file` field: a JPEG, PNG or WebP image of at most 5 MB',
        response: { 201: dataResponse(uploadedImageSchema) },
      },
    },
    async (request, reply) => {
      const actor = await request.getActor();
      let bytes: Buffer;
      try {
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file) throw badRequest('image_invalid', 'Send the image as multipart/form-data in a `file` field');
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw badRequest('image_invalid', 'The upload could not be read');
      }
      return reply.status(201).send({ data: await uploadImage(db, actor, bytes) });
    },
  );
  for (const [suffix, variant] of [
    ['', 'original'],
    [`/${THUMBNAIL_SUFFIX}`, 'thumbnail'],
  ] as const) {
    api.get(
      `/api/images/:imageId${suffix}`,
      { config: { permission: 'images.read' }, schema: { tags: ['images'], params: imageIdParams } },
      async (request, reply) => {
        const image = await readImage(db, request.params.imageId, variant);
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(image.bytes);
      },
    );
  }
}
