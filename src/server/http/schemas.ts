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
