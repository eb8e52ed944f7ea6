import { type TSchema, Type } from '@sinclair/typebox';

/** `{success:false, message}`: the answer of every refusal (ARCHITECTURE.md step 4). */
export const Failure = Type.Object(
  { success: Type.Literal(false), message: Type.String() },
  { $id: 'Failure' },
);

export const Success = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()) });

/** Response schemas for the refusals a call may give, all `{success:false, message}`. */
export function failures(...codes: number[]): Record<number, TSchema> {
  return Object.fromEntries(codes.map((code) => [code, Type.Ref('Failure')]));
}

/**
 * Two integers, typed as a pair. OpenAPI 3.0 has no tuples (JSON Schema's `items: [...]` makes the
 * document invalid, issue 20 §2), so the document says "an array of exactly two integers".
 */
export function IntegerPair(options: { description?: string } = {}) {
  return Type.Unsafe<[number, number]>(Type.Array(Type.Integer(), { minItems: 2, maxItems: 2, ...options }));
}

/** Image bytes: a binary string in the OpenAPI document, a Buffer to the handler (Fastify sends it as is). */
export const Binary = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** A response of image bytes in any of `types`. */
export function imageResponse(description: string, ...types: string[]) {
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: Binary }])) };
}

export const PngImageResponse = imageResponse('PNG image', 'image/png');
