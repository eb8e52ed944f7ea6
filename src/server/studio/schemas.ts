import { Type } from '@sinclair/typebox';

/** spec 2 §7: the sprite builder's refusals say what went wrong in `error`; `message` stays for the rest. */
const BuilderFailure = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  error: Type.String(),
});

/** Response schemas for the sprite builder's refusals (see withBuilderError). */
export function builderFailures(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, BuilderFailure]));
}

/**
 * A preSerialization hook for the sprite builder's routes: every refusal (the service's, the body
 * validation's, the upload limits') also carries its message as `error`, as spec 2 §7 names it.
 */
export async function withBuilderError(_request: unknown, _reply: unknown, payload: unknown) {
  if (payload && typeof payload === 'object' && 'success' in payload && payload.success === false)
    return { ...payload, error: (payload as { message?: string }).message ?? '' };
  return payload;
}
