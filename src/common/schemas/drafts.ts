/** Schemas of the drafts' payloads (issue 17 §6); drafts.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { Nullable } from './shared.ts';

/** A saved draft as the API answers it. */
export const DraftSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  text: Type.String(),
  updated_at: Type.String({ format: 'date-time' }),
});

/** A draft, or null when there is none (or an empty one was saved, and so deleted). */
export const DraftAnswerSchema = Type.Object({
  success: Type.Literal(true),
  draft: Nullable(DraftSchema),
});
