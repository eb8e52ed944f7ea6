import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { failures, imageResponse } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import { findUpload, storeUpload, UPLOAD_MAX_BYTES } from './service.ts';

/** The types storeUpload writes: PNG, JPEG and WebP are kept in their format, a GIF becomes a PNG. */
const IMAGE_RESPONSE = imageResponse(
  'The stored image, re-encoded at upload',
  'image/png',
  'image/jpeg',
  'image/webp',
);

export const uploadRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/uploads',
    {
      schema: {
        tags: ['forum'],
        consumes: ['multipart/form-data'],
        response: {
          201: Type.Object({
            success: Type.Literal(true),
            id: Type.Integer(),
            url: Type.String(),
            width: Type.Integer(),
            height: Type.Integer(),
          }),
          ...failures(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data');
      const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
      if (!file) throw badRequest(MSG.notAnImage);
      const data = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MSG.imageTooLarge);
        throw error;
      });
      const stored = await storeUpload(db, user.id, data);
      return reply.status(201).send({
        success: true as const,
        id: stored.id,
        url: `/api/uploads/${stored.id}`,
        width: stored.width,
        height: stored.height,
      });
    },
  );

  app.get(
    '/api/uploads/:id',
    {
      schema: {
        tags: ['forum'],
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: { 200: IMAGE_RESPONSE, ...failures(400, 404) },
      },
    },
    async (request, reply) => {
      const upload = await findUpload(db, request.params.id);
      if (!upload) throw notFound();
      // An upload never changes, so it may be cached for good.
      return reply
        .header('Content-Type', upload.mime)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', `"${upload.sha256}"`)
        .send(upload.data);
    },
  );
};
