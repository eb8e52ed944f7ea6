/** TypeBox building blocks shared by the API's schemas (src/common/schemas/*). */
import { type TSchema, Type } from '@sinclair/typebox';

export const Int = Type.Integer();

/** `T | null`. */
export const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);

/**
 * A string from a known list, documented as an `enum` and typed as the union. Unlike a union of
 * literals it is written as a plain string, so an unexpected value read from the database cannot
 * make a response fail.
 */
export const StringEnum = <T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/** `{success:false, message}`: the answer of every refusal (ARCHITECTURE.md step 4). */
export const Failure = Type.Object(
  { success: Type.Literal(false), message: Type.String() },
  { $id: 'Failure' },
);

export const Success = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()) });

/**
 * Two integers, typed as a pair. OpenAPI 3.0 has no tuples (JSON Schema's `items: [...]` makes the
 * document invalid, issue 20 §2), so the document says "an array of exactly two integers".
 */
export function IntegerPair(options: { description?: string } = {}) {
  return Type.Unsafe<[number, number]>(Type.Array(Type.Integer(), { minItems: 2, maxItems: 2, ...options }));
}
