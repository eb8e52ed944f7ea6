import type { FastifyInstance } from 'fastify';
import { isStorableText } from '../../common/text.ts';
import { HttpError } from './errors.ts';

/** Deeper than any schema allows; what lies below is refused by validation anyway. */
const MAX_DEPTH = 32;

/** A place in the input that fails a check: the dotted path of the field, or '' for the whole value. */
interface Found {
  path: string;
  /** The offending part is a field's name rather than its value. */
  inKey: boolean;
}

/** Walks a parsed request part (JSON, query, params, form fields) for the first value `bad` refuses. */
function findBad(value: unknown, bad: (value: unknown) => boolean, depth = 0): Found | null {
  if (bad(value)) return { path: '', inKey: false };
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, child] of Object.entries(value)) {
    if (bad(key)) return { path: key, inKey: true };
    const found = findBad(child, bad, depth + 1);
    if (found) return { ...found, path: found.path ? `${key}.${found.path}` : key };
  }
  return null;
}

const isNonFinite = (value: unknown) => typeof value === 'number' && !Number.isFinite(value);
const isUnstorable = (value: unknown) => typeof value === 'string' && !isStorableText(value);

/**
 * Refuses text no database can store (NUL and other C0 controls, lone surrogates) wherever it sits:
 * JSON body, query string, path parameters, or multipart text fields (`where` 'form').
 */
export function refuseUnstorableText(value: unknown, where: string): void {
  const found = findBad(value, isUnstorable);
  if (!found) return;
  if (found.inKey)
    throw new HttpError(400, `A field name in the ${where} contains characters that are not allowed`);
  throw new HttpError(
    400,
    found.path
      ? `Field "${found.path}" contains characters that are not allowed`
      : `The ${where} contains characters that are not allowed`,
  );
}

/**
 * Checks every route's parsed input before its schema does, so bad input is a 400 with a clear
 * message on either database (PostgreSQL answered a NUL byte with a 500).
 *
 * Ajv also coerces "1e309" to Infinity and then skips its range checks (they are guarded by
 * isFinite), so a page of Infinity would reach the database: any number validation let through that
 * isn't finite is refused after validation.
 */
export function registerInputGuards(app: FastifyInstance): void {
  const partsOf = (request: { query: unknown; params: unknown; body: unknown }) => ({
    querystring: request.query,
    params: request.params,
    body: request.body,
  });
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of Object.entries(partsOf(request))) refuseUnstorableText(value, where);
  });
  app.addHook('preHandler', async (request) => {
    for (const [where, value] of Object.entries(partsOf(request))) {
      const found = findBad(value, isNonFinite);
      if (found)
        throw new HttpError(
          400,
          `Invalid ${where}${found.path ? ` field "${found.path}"` : ''}: must be a finite number`,
        );
    }
  });
}
