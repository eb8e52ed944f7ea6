import { type TSchema, Type } from '@sinclair/typebox';

// The shared answers live with the API's other schemas in src/common; routes import them from here too.
export { Failure, IntegerPair, Success } from '../../common/schemas/shared.ts';

/** Response schemas for the refusals a call may give, all `{success:false, message}`. */
export function failures(...codes: number[]): Record<number, TSchema> {
  return Object.fromEntries(codes.map((code) => [code, Type.Ref('Failure')]));
}

/** Image bytes: a binary string in the OpenAPI document, a Buffer to the handler (Fastify sends it as is). */
export const Binary = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** A response of image bytes in any of `types`. */
export function imageResponse(description: string, ...types: string[]) {
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: Binary }])) };
}

export const PngImageResponse = imageResponse('PNG image', 'image/png');
