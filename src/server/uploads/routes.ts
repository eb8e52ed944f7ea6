import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import { requireMayWrite } from '../accounts/standing.ts';
import type { Db } from '../db/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { readMultipart } from '../http/multipart.ts';
import { failures, imageResponse } from '../http/schemas.ts';
import { assertMayUpload, type UploadLimits } from './limits.ts';
import { findUpload, storeUpload, UPLOAD_MAX_BYTES } from './service.ts';

/** The types storeUpload writes: PNG, JPEG and WebP are kept in their format, a GIF becomes a PNG. */
const IMAGE_RESPONSE = imageResponse(
  'The stored image, re-encoded at upload',
  'image/png',
  'image/jpeg',
  'image/webp',
);

export const uploadRoutes: FastifyPluginAsyncTypebox<{ db: Db; limits: UploadLimits }> = async (
  app,
  { db, limits },
) => {
  app.post(
    '/api/uploads',
    {
      schema: {
        description:
          "Signed-in members upload one image (PNG, JPEG, GIF or WebP, up to 8 MB) as multipart/form-data, for use in posts and messages; it is re-encoded and answered with its URL. 403 while silenced or unverified, or when the member's uploads fill their quota; 413 too large; 415 when the body is not multipart (400 when the file is not an image); 429 past the hourly upload limit (staff are exempt from both limits).",
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
      const user = await requireMayWrite(db, request);
      await assertMayUpload(db, await request.access(), limits);
      const { file } = await readMultipart(request, {
        maxBytes: UPLOAD_MAX_BYTES,
        tooLarge: () => MSG.imageTooLarge,
        notMultipart: 'Send the image as multipart/form-data',
      });
      if (!file) throw badRequest(MSG.notAnImage);
      const stored = await storeUpload(db, user.id, file.data);
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
        description:
          "An uploaded image's bytes, cacheable for good. Anyone may fetch it; 404 for an unknown id.",
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
