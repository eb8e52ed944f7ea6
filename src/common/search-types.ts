/** GET /api/search (spec 2 §3 search result entities, issue 5). */
import type { Static } from '@sinclair/typebox';
import type {
  HighlightRangeSchema,
  SearchPostSchema,
  SearchResponseSchema,
  SearchThreadSchema,
} from './schemas/search.ts';

export const SEARCH_TYPES = ['all', 'threads', 'posts'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** [start, end) offsets of a matched word, in UTF-16 code units of the text it belongs to. */
export type HighlightRange = Static<typeof HighlightRangeSchema>;
export type SearchThread = Static<typeof SearchThreadSchema>;
export type SearchPost = Static<typeof SearchPostSchema>;
export type SearchResponse = Static<typeof SearchResponseSchema>;
