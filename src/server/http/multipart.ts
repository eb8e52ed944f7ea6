import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { refuseUnstorableText } from './input-guards.ts';

export interface MultipartRules {
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** The 413 message for a larger file, given its name. */
  tooLarge: (filename: string) => string;
  /** The 415 message for a body that isn't multipart. */
  notMultipart?: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: { filename: string; data: Buffer } | undefined;
}

/**
 * Reads a multipart request's text fields and its one file. A file over `maxBytes` is a 413, and
 * text no database can store is refused like anywhere else (input-guards.ts).
 */
export async function readMultipart(request: FastifyRequest, rules: MultipartRules): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new HttpError(415, rules.notMultipart ?? 'Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'];
  for await (const part of request.parts({ limits: { fileSize: rules.maxBytes, files: 1, fields: 20 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, rules.tooLarge(part.filename));
        throw error;
      });
      file = { filename: part.filename.slice(0, 100) || 'file', data };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  refuseUnstorableText(fields, 'form');
  return { fields, file };
}
